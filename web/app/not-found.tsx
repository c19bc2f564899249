import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "./not-found.css";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <Link className="not-found-home" to="/">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
