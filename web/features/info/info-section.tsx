import { useRef } from "react";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { useClientConfig } from "#web/lib/client-config-links.ts";
import { Link } from "#web/lib/router.tsx";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
// A named import lets the bundler inline just this string; a default import ships all of package.json.
import { version } from "../../../package.json";
import { CoreFeatures } from "./core-features";
import { REDUCED_MOTION_QUERY } from "./how-to-animation";
import { TutorialVideo } from "./tutorial-video";
import "./info-section.css";
import { questionClaim } from "#web/lib/question-claim.ts";

const HOW_TO_STEPS = ["mode", "names", "style", "spin", "play"] as const;
const BENEFITS = ["free", "fair", "questions", "languages", "devices"] as const;
export const VIDEO_SECTION_ID = "how-to-play-video";

/** The page below the spinner: what Twirl is, what it offers and how to start. */
export function InfoSection() {
  const { t } = useAreaTranslation("info");
  const config = useClientConfig();
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const videoRef = useRef<HTMLElement>(null);
  const behavior: ScrollBehavior = reduced ? "auto" : "smooth";

  const watchVideo = () => {
    const section = videoRef.current;
    if (!section) return;
    section.scrollIntoView({ behavior, block: "start" });
    // Keyboard and screen reader users continue from the video, not from the button.
    section.focus({ preventScroll: true });
  };

  return (
    <section className="info" aria-labelledby="info-title">
      <header className="info-intro">
        <h2 id="info-title">{t("title")}</h2>
        <p>{t("intro")}</p>
        <button type="button" className="info-button info-button-quiet" onClick={watchVideo}>
          {t("watchHowTo")}
        </button>
      </header>

      <CoreFeatures blogUrl={config?.blogUrl} />

      <section className="info-block" aria-labelledby="info-how-to">
        <h3 id="info-how-to">{t("howTo.title")}</h3>
        <ol className="info-steps">
          {HOW_TO_STEPS.map((step) => (
            <li key={step}>{t(`howTo.steps.${step}`)}</li>
          ))}
        </ol>
      </section>

      <section className="info-block" aria-labelledby="info-benefits">
        <h3 id="info-benefits">{t("benefits.title")}</h3>
        <ul className="info-benefits">
          {BENEFITS.map((item) => (
            <li key={item}>{t(`benefits.items.${item}`, { questions: questionClaim() })}</li>
          ))}
        </ul>
      </section>

      <section className="info-block" aria-labelledby="info-why">
        <h3 id="info-why">{t("why.title")}</h3>
        <p>{t("why.body")}</p>
        {config && (
          <a href={config.testimonialsUrl} target="_blank" rel="noopener noreferrer">
            {t("why.testimonials")}
          </a>
        )}
      </section>

      <section
        id={VIDEO_SECTION_ID}
        ref={videoRef}
        tabIndex={-1}
        className="info-block info-video"
        aria-labelledby="info-video"
      >
        <h3 id="info-video">{t("video.title")}</h3>
        <TutorialVideo url={config?.tutorialVideoUrl ?? null} />
      </section>

      <section className="info-block info-start" aria-labelledby="info-start">
        <h3 id="info-start">{t("start.title")}</h3>
        <p>{t("start.body")}</p>
        <div className="info-actions">
          <button
            type="button"
            className="info-button"
            onClick={() => window.scrollTo({ top: 0, behavior })}
          >
            {t("start.play")}
          </button>
          <Link className="info-button info-button-quiet" to="/help/how-to-play">
            {t("start.learnMore")}
          </Link>
        </div>
      </section>

      <p className="info-version">{t("versionLabel", { version })}</p>
    </section>
  );
}
