import type { OutboxMessage } from './messaging.repository';

const rule = '─'.repeat(72);

/**
 * A message nobody delivers, as the server prints it outside production: a developer without a mail
 * server reads the code or link here (the administrators' outbox shows it too).
 */
export function formatForTerminal(message: OutboxMessage): string {
  const heading =
    message.channel === 'email'
      ? 'Mail not sent (no SMTP_URL): kept in the outbox'
      : 'SMS not sent (SMS_PROVIDER=outbox): kept in the outbox';
  const lines = [
    rule,
    `  ${heading}`,
    `  To:       ${message.recipient}`,
    ...(message.subject ? [`  Subject:  ${message.subject}`] : []),
    `  Template: ${message.template} (${message.language}), message ${message.id}`,
    '',
    ...message.bodyText.split('\n').map((line) => `  ${line}`),
    rule,
  ];
  return `\n${lines.join('\n')}\n\n`;
}
