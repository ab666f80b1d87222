import type { FastifyBaseLogger } from 'fastify';

/** How OTP codes reach a phone. A real operator gateway plugs in behind this interface. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** Default provider: logs that a message was sent, never its text (the text holds the code). */
export class LoggingSmsProvider implements SmsProvider {
  readonly sent: Array<{ phone: string; text: string }> = [];
  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly keepForTests = false,
  ) {}
  async send(phone: string, text: string) {
    if (this.keepForTests) this.sent.push({ phone, text });
    this.logger.info({ phone: `${phone.slice(0, 6)}******` }, 'SMS sent (logging provider)');
  }
}
