// How SMS codes reach a phone. A deployment passes its provider's sender to buildApp; the embedded default
// delivers to the log and to an outbox only the CMS side can read (GET /ingest/smsOutbox).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../core/database.js';
import { addToOutbox } from './verifyCodeRepo.js';

export interface SmsMessage {
  phone: string;
  code: string;
  /** The whole text as the reader receives it. */
  text: string;
}

export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects when it could not be sent. */
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

export function smsText(code: string, ttlMinutes: number): string {
  return `您的验证码是${code}，${ttlMinutes}分钟内有效，请勿告诉他人。`;
}

/** The embedded sender: nothing leaves the machine, so it suits development, demos and tests only. */
export function outboxSmsSender(db: Db): SmsSender {
  return {
    async send(message, log) {
      log.info({ phone: message.phone, code: message.code }, 'SMS code (embedded sender, not delivered)');
      await addToOutbox(db, message);
    },
  };
}
