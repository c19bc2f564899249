import type { Config } from "#server/config.ts";

/** A direct video file plays in <video>; anything else is an embed page in an <iframe>. */
export function isDirectVideoFile(url: string): boolean {
  return /\.(mp4|webm)$/i.test(new URL(url).pathname);
}

/**
 * The web app loads only its own scripts, styles and data. Third parties the config names
 * (the tutorial video) get exactly their origin, in frame-src for an embed player or in
 * media-src for a direct file. The ads provider's script origin, when configured, may run its
 * script, frame its ads, fetch and show images: the ad script needs all four to fill a slot.
 */
export function contentSecurityPolicy(config: Pick<Config, "links" | "ads">) {
  const video = config.links.tutorialVideoUrl;
  const videoOrigin = video ? new URL(video).origin : undefined;
  const embedOrigin = video && !isDirectVideoFile(video) ? videoOrigin : undefined;
  const fileOrigin = video && isDirectVideoFile(video) ? videoOrigin : undefined;
  const ads = config.ads ? [new URL(config.ads.scriptUrl).origin] : [];
  const frames = [...(embedOrigin ? [embedOrigin] : []), ...ads];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...ads],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", ...ads],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'", "data:", "blob:", ...(fileOrigin ? [fileOrigin] : [])],
      connectSrc: ["'self'", ...ads],
      frameSrc: frames.length > 0 ? frames : ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
    },
  };
}
