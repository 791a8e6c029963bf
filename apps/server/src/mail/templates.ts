import type { MailMessage } from './mailer';

/** The recovery PIN email. */
export function pinMail(to: string, pin: string, lifetimeMinutes: number): MailMessage {
  return {
    to,
    subject: 'Your Circa security PIN',
    text: [
      'Hello,',
      '',
      `Your security PIN is: ${pin}`,
      '',
      `Enter it on the Security Check screen within ${lifetimeMinutes} minutes to finish changing your password.`,
      'The PIN works once.',
      '',
      'If you did not ask to change your password, you can ignore this email: your password stays as it is.',
      '',
      'Circa',
    ].join('\n'),
  };
}
