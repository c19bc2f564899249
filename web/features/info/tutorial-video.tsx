import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { HowToAnimation } from "./how-to-animation";

/** A direct video file plays in <video>; any other address is an embed player for <iframe>. */
export function isDirectVideoFile(url: string): boolean {
  return /\.(mp4|webm)$/i.test(new URL(url).pathname);
}

/** The page to watch an embed on its own site: YouTube and Vimeo players map to it. */
export function videoPageUrl(url: string): string {
  const u = new URL(url);
  const embedId = u.pathname.match(/^\/embed\/([\w-]+)/)?.[1];
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(u.hostname) && embedId) {
    return `https://www.youtube.com/watch?v=${embedId}`;
  }
  const vimeoId = u.pathname.match(/^\/video\/(\d+)/)?.[1];
  if (u.hostname === "player.vimeo.com" && vimeoId) return `https://vimeo.com/${vimeoId}`;
  return url;
}

/** The configured tutorial video, or Twirl's own animation when none is configured. */
export function TutorialVideo({ url }: { url: string | null }) {
  const { t } = useAreaTranslation("info");
  if (!url) return <HowToAnimation />;
  return (
    <>
      <div className="info-video-frame">
        {isDirectVideoFile(url) ? (
          // biome-ignore lint/a11y/useMediaCaption: the configured file has no captions file; "How to Use" gives the same steps as text
          <video controls preload="metadata" src={url}>
            {t("video.fallback")}
          </video>
        ) : (
          // The server's CSP frames only this origin. The page's no-referrer policy would
          // stop YouTube's player, so the frame sends its origin (never the path).
          <iframe
            src={url}
            title={t("video.frameTitle")}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          />
        )}
      </div>
      <a
        className="info-video-external"
        href={videoPageUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("video.watchExternal")}
      </a>
    </>
  );
}
