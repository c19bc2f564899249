import type { AddressInfo, Server } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link to PUBLIC_URL in the text part. */
  link: string | undefined;
};

/**
 * A real SMTP server on 127.0.0.1 for tests: Twirl sends to it through SMTP_URL exactly as
 * to a provider's, and a test reads each received mail (parsed) and the link in it.
 */
export async function startMailServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const text = mail.text ?? "";
          for (const rcpt of session.envelope.rcptTo) {
            received.push({
              to: rcpt.address.toLowerCase(),
              subject: mail.subject ?? "",
              text,
              html: typeof mail.html === "string" ? mail.html : "",
              link: /https?:\/\/\S+/.exec(
                text.split("\n").find((l) => /^https?:\/\//.test(l)) ?? "",
              )?.[0],
            });
          }
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to `to` (after `after` mails to that address), within 10 s. */
    async next(to: string, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mine = received.filter((m) => m.to === to.toLowerCase());
        if (mine.length > after) return mine[after] as ReceivedMail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    count: (to: string) => received.filter((m) => m.to === to.toLowerCase()).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;
