import { useEffect, useState } from "react";
import type { Vote, VoteCounts } from "#core/contracts/votes.ts";
import type { CardGame } from "#core/games.ts";
import { callApi, useAccount } from "#web/lib/account.ts";
import { useAreaTranslation } from "#web/lib/area-strings.ts";
import { Icon } from "#web/ui/icons.tsx";

const THUMB =
  "M7 11v9H3v-9zM7 11l4-8a2 2 0 0 1 3.6 1.6L13.5 10H19a2 2 0 0 1 2 2.4l-1.4 6A2 2 0 0 1 17.6 20H7";

/**
 * Like and dislike for the question on a card. Signed in: one vote per person (pressing it
 * again takes it back, the other button moves it) and the counts. A visitor sees the
 * buttons, and pressing one says how to log in.
 */
export function QuestionVotes({
  game,
  language,
  questionId,
}: {
  game: CardGame;
  language: string;
  questionId: number;
}) {
  const { t } = useAreaTranslation("cards");
  const account = useAccount();
  const signedIn = account.status === "signed-in";
  const [counts, setCounts] = useState<VoteCounts | null>(null);
  const [note, setNote] = useState<"signIn" | "failed" | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/api/votes/${game}/${language}/${questionId}`;

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void callApi<VoteCounts>(url).then((got) => {
      if (live && got.ok) setCounts(got.data);
    });
    return () => {
      live = false;
    };
  }, [url, signedIn]);

  const press = async (vote: Vote) => {
    if (!signedIn) {
      setNote("signIn");
      return;
    }
    setBusy(true);
    const saved = await callApi<VoteCounts>(
      url,
      { vote: counts?.mine === vote ? null : vote },
      "PUT",
    );
    setBusy(false);
    if (saved.ok) {
      setCounts(saved.data);
      setNote(null);
    } else {
      setNote(saved.error.code === "SIGN_IN_REQUIRED" ? "signIn" : "failed");
    }
  };

  const button = (vote: Vote) => {
    const count = vote === "like" ? counts?.likes : counts?.dislikes;
    return (
      <button
        type="button"
        className="vote-button"
        data-vote={vote}
        aria-pressed={counts?.mine === vote}
        aria-disabled={busy || undefined}
        aria-label={count === undefined ? t(`vote.${vote}`) : t(`vote.${vote}Count`, { count })}
        onClick={() => {
          if (!busy) void press(vote);
        }}
      >
        <Icon size={18}>
          <path d={THUMB} transform={vote === "dislike" ? "rotate(180 12 12)" : undefined} />
        </Icon>
        {count !== undefined && <span aria-hidden="true">{count}</span>}
      </button>
    );
  };

  return (
    <fieldset className="game-votes">
      <legend className="visually-hidden">{t("vote.group")}</legend>
      {button("like")}
      {button("dislike")}
      {note && (
        <p role="status" className="game-votes-note">
          {t(`vote.${note}`)}
        </p>
      )}
    </fieldset>
  );
}
