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

/** Twirl uses none of these browser features; nothing it embeds may either. */
const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), " +
  "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()";

const toKebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Every response's security headers, computed once at start (a per-request build cost about
 * a tenth of the server's CPU): the CSP above, one framing rule (DENY, as frame-ancestors
 * 'none' says), the usual isolation and sniffing headers, and a Permissions-Policy.
 */
export function securityHeaders(config: Pick<Config, "links" | "ads">): Record<string, string> {
  const { directives } = contentSecurityPolicy(config);
  const csp = Object.entries(directives)
    .map(([name, values]) => `${toKebab(name)} ${values.join(" ")}`)
    .join(";");
  return Object.freeze({
    "content-security-policy": csp,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": PERMISSIONS_POLICY,
  });
}
