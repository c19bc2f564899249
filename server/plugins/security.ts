import type { Config } from "../config";

/** A direct video file plays in <video>; anything else is an embed page in an <iframe>. */
export function isDirectVideoFile(url: string): boolean {
  return /\.(mp4|webm)$/i.test(new URL(url).pathname);
}

/**
 * The web app loads only its own scripts, styles and data. Third parties the config names
 * (the tutorial video) get exactly their origin, in frame-src for an embed player or in
 * media-src for a direct file; later features (ads) add theirs here.
 */
export function contentSecurityPolicy(config: Pick<Config, "links">) {
  const video = config.links.tutorialVideoUrl;
  const videoOrigin = video ? new URL(video).origin : undefined;
  const embedOrigin = video && !isDirectVideoFile(video) ? videoOrigin : undefined;
  const fileOrigin = video && isDirectVideoFile(video) ? videoOrigin : undefined;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'", "data:", "blob:", ...(fileOrigin ? [fileOrigin] : [])],
      connectSrc: ["'self'"],
      frameSrc: embedOrigin ? [embedOrigin] : ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
    },
  };
}
