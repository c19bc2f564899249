import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** "smtp" sends through SMTP_URL; "outbox" writes .eml files for a self-hoster to read. */
  kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  close(): void;
};

/**
 * Mail over SMTP_URL with nodemailer. Without one, each mail is built the same way but
 * written to DATA_DIR/outbox as an .eml file (whole or not at all: written aside, then
 * renamed) and logged, so `npm start` works with no mail server and a person can still
 * follow the link.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  // nodemailer loads with the first mail, not with every start.
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  const open = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    );
    return transport;
  };
  const close = () => void transport?.then((t) => t.close());
  if (options.smtpUrl) {
    return {
      kind: "smtp",
      async send(mail) {
        await (await open()).sendMail({ from: options.from, ...mail });
      },
      close,
    };
  }
  return {
    kind: "outbox",
    async send(mail) {
      const info = await (await open()).sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        "mail written to outbox",
      );
    },
    close,
  };
}
