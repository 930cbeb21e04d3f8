import pino from "pino";

export type Logger = pino.Logger;

// Structured JSON logs. Credentials never reach a log line: the redaction list covers
// every place a request could carry them.
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "newPassword", "*.newPassword", "token", "*.token", "headers.cookie", "headers.authorization"],
      censor: "[redacted]",
    },
  });
}
