import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { mailConfig, sendMail, verifyMail } from '../mail/mailer.js'

/** `./ace mail:test <to>`: checks the SMTP settings by signing in, then sends one test email. */
export default class MailTestCommand extends BaseCommand {
  static commandName = 'mail:test'
  static description = 'Check the SMTP settings: connect, sign in and send a test email'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Address to send the test email to' })
  declare to: string

  async run() {
    const problem = await verifyMail()
    if (problem) {
      this.logger.error(`SMTP check failed: ${problem}`)
      this.exitCode = 1
      return
    }
    const { host, port } = mailConfig()!
    this.logger.info(`Connected and signed in to ${host}:${port}`)
    const outcome = await sendMail({
      to: { name: this.to, address: this.to },
      subject: 'Powerdeck: test email',
      text: 'This test email shows that Powerdeck can send email notices.',
      html: '<p>This test email shows that Powerdeck can send email notices.</p>',
    })
    if (outcome.sent) {
      this.logger.success(`Test email sent to ${this.to}`)
    } else {
      this.logger.error(`The test email was refused: ${outcome.error}`)
      this.exitCode = 1
    }
  }
}
