import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

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
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
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
    close: () => transport.close(),
  };
}
