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

/** The email with the link that confirms an account's address (docs/security.md). */
export function verificationMail(to: string, link: string, lifetimeHours: number): MailMessage {
  return {
    to,
    subject: 'Confirm your email address for Circa',
    text: [
      'Hello,',
      '',
      'Please confirm that this is your email address by opening this link:',
      '',
      link,
      '',
      `The link works once, within ${lifetimeHours} hours. Until you confirm, you can sign in but not work in Circa.`,
      '',
      'If you did not register with Circa, you can ignore this email.',
      '',
      'Circa',
    ].join('\n'),
  };
}
