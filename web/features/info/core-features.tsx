import { useAreaTranslation } from "#web/lib/area-strings.ts";

/** The blog's article path for each game. */
const GAMES = [
  { id: "trivia", slug: "trivia" },
  { id: "truthDare", slug: "truth-or-dare" },
  { id: "wouldYouRather", slug: "would-you-rather" },
  { id: "whichOneAreYou", slug: "which-one-are-you" },
] as const;

const TOOLS = [
  "namePicker",
  "diceRoller",
  "numberGenerator",
  "colourWheel",
  "binaryDecision",
] as const;

/** The four games (each with its blog article) and the five everyday tools. */
export function CoreFeatures({ blogUrl }: { blogUrl: string | undefined }) {
  const { t } = useAreaTranslation("info");
  return (
    <section className="info-block" aria-labelledby="info-features">
      <h3 id="info-features">{t("features.title")}</h3>
      <div className="info-columns">
        <div>
          <h4>{t("features.gamesTitle")}</h4>
          <ul className="info-cards">
            {GAMES.map(({ id, slug }) => {
              const name = t(`features.games.${id}.name`);
              return (
                <li key={id} className="info-card">
                  <strong>{name}</strong>
                  <p>{t(`features.games.${id}.description`)}</p>
                  {/* The blog's address comes from the server; until it arrives there is no link. */}
                  {blogUrl && (
                    <a
                      href={`${blogUrl}/${slug}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("features.blogLabel", { game: name })}
                    >
                      {t("features.blog")}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h4>{t("features.toolsTitle")}</h4>
          <ul className="info-cards">
            {TOOLS.map((id) => (
              <li key={id} className="info-card">
                <strong>{t(`features.tools.${id}.name`)}</strong>
                <p>{t(`features.tools.${id}.description`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
