export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends one text message; throws when the provider refuses it, so that the outbox retries later. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
