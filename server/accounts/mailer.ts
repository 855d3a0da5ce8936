// Outgoing mail (sign-in links). With SMTP_URL set, nodemailer sends through that server;
// without it, each message goes to the mail_outbox table, which administrators read through
// `account.mailOutbox`, and is logged in development so a developer can click the link.
import nodemailer from 'nodemailer'
import type { Database } from '../../db/client.ts'
import type { Env } from '../env.ts'
import type { Logger } from '../logger.ts'
import { recordMail } from '../stores/accounts.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export type SendMail = (db: Database, message: MailMessage) => Promise<void>

export function createMailer(env: Env, logger: Logger): SendMail {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL)
    return async (_db, message) => {
      await transport.sendMail({ from: env.MAIL_FROM, ...message })
    }
  }
  return async (db, message) => {
    await recordMail(db, message)
    // The link is a credential: shown only to the developer's own console.
    if (env.NODE_ENV === 'development')
      logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail outbox')
  }
}
