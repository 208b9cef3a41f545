import type PgBoss from 'pg-boss';
import { DEFAULT_QUOTES_PER_PROJECT } from '@marketplace/shared';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Auth } from './auth/auth';
import { AccountService } from './modules/account/account.service';
import { AccountSettingsService } from './modules/account/account-settings.service';
import { ApiKeyService } from './modules/account/api-key.service';
import type { SignInLimitSettings } from './modules/account/sign-in-limits';
import { AuditLog } from './modules/audit/audit-log';
import { UserAdminService } from './modules/account/user-admin.service';
import { ModerationService } from './modules/moderation/moderation.service';
import type { Mailer } from './mail/mailer';
import type { LiveTopics } from './modules/notification/live-channel';
import { ContactService } from './modules/contact/contact.service';
import { CredentialService } from './modules/contractor/credential.service';
import { ContractorProfileService } from './modules/contractor/profile.service';
import { ProjectService } from './modules/project/project.service';
import { ProposalService } from './modules/proposal/proposal.service';
import { NotificationService } from './modules/notification/notification.service';
import { ReviewService } from './modules/review/review.service';
import { MessageService } from './modules/message/message.service';
import { LeadPreferencesService } from './modules/matching/preferences.service';
import { LeadAlertService } from './modules/matching/lead-alerts';
import { InvitationService } from './modules/matching/invitations';
import { ProDirectoryService } from './modules/matching/pro-directory';
import { SiteFiguresService } from './modules/site-figures/site-figures.service';
import { PartnerService, type ApiLimitsModel } from './modules/partner/partner.service';
import { WebhookDelivery } from './modules/webhook/webhook-delivery';
import { WebhookOutbox } from './modules/webhook/webhook-outbox';
import { WebhookService } from './modules/webhook/webhook.service';
import type { WebhookSecretBox } from './modules/webhook/webhook-secret-box';
import type { Logger } from './logger';
import { FieldVitalsService } from './modules/vitals/vitals.service';
import type { AgreementPdfRenderer } from './modules/agreement/agreement-rows';
import { AgreementSigningService } from './modules/agreement/agreement-signing.service';
import { AgreementService } from './modules/agreement/agreement.service';
import { ChangeOrderService } from './modules/agreement/change-order.service';
import { InvoiceService } from './modules/job/invoice.service';
import { JobMoneyReminders } from './modules/job/job-money-reminders';
import type { InvoicePdfRenderer } from './modules/job/job-money-rows';
import { JobMoneyService } from './modules/job/job-money.service';
import { PaymentService } from './modules/job/payment.service';
import { DisputeService } from './modules/job/dispute.service';
import { ProgressService } from './modules/job/progress.service';
import { CalendarFeedService } from './modules/job/calendar-feed.service';
import { VisitService } from './modules/job/visit.service';
import type { PhotoStorage } from './storage';
import { BackupStatusService, type BackupSettings } from './modules/backup/backup.service';

/** The service layer both transports (GraphQL and REST) call; neither touches TypeORM directly. */
export interface Services {
  projects: ProjectService;
  proposals: ProposalService;
  contact: ContactService;
  accounts: AccountService;
  accountSettings: AccountSettingsService;
  apiKeys: ApiKeyService;
  audit: AuditLog;
  moderation: ModerationService;
  users: UserAdminService;
  contractors: ContractorProfileService;
  credentials: CredentialService;
  notifications: NotificationService;
  reviews: ReviewService;
  messages: MessageService;
  /** Contractors' targeting preferences (which jobs they hear about). */
  leadPreferences: LeadPreferencesService;
  /** Tells the best-matching contractors about each project that becomes public. */
  leadAlerts: LeadAlertService;
  /** Homeowners' invitations to quote, and the pros suggested for a project. */
  invitations: InvitationService;
  /** The pro directory: search by trade, city and words. */
  proDirectory: ProDirectoryService;
  /** The figures the site states about itself, from the site_figures view (refreshed by a scheduled job). */
  siteFigures: SiteFiguresService;
  /** API partners' applications (the review-queue pattern) and the limits their keys work within. */
  partners: PartnerService;
  /** Partners' webhook endpoints, their secrets, test events and delivery log. */
  webhooks: WebhookService;
  /** The signed, ordered delivery of the events project changes emit to partners' endpoints (a job queue's worker). */
  webhookDelivery: WebhookDelivery;
  /** Field data from real visitors (Core Web Vitals beacons) and the operators' Speed tab. */
  vitals: FieldVitalsService;
  /** Written agreements after a hire: drafted, signed, in force, cancelled, changed by signed change orders. */
  agreements: AgreementService;
  /** An agreement from its draft to in force: prepared, sent, changes asked for, declined, signed by both. */
  agreementSigning: AgreementSigningService;
  /** Change orders on an agreement in force: proposed, signed or declined, withdrawn. */
  changeOrders: ChangeOrderService;
  /** The job's money after an agreement is in force, as read: invoices, payments, the ledger, substantial performance, the holdback. */
  jobMoney: JobMoneyService;
  /** Proper invoices (a milestone's, a change order's, the holdback's release) and notices of non-payment. */
  invoices: InvoiceService;
  /** Payments recorded and confirmed, and substantial performance declared and decided. */
  payments: PaymentService;
  /** The prompt-payment clock's and the holdback's reminders (the hourly job). */
  paymentReminders: JobMoneyReminders;
  /** Disputes on a job, settled by operators. */
  disputes: DisputeService;
  /** Progress updates with photos on a job. */
  progress: ProgressService;
  /** Each person's private calendar feed of their jobs' dates. */
  calendarFeeds: CalendarFeedService;
  /** The database's backups as operators see them, and the alerts when they break. */
  backups: BackupStatusService;
  /** Site visits, before and after the hire (docs/visits.md). */
  visits: VisitService;
}

export interface ServiceDeps {
  db: DataSource;
  pool: Pool;
  auth: Auth;
  signInLimits: SignInLimitSettings;
  mail: Mailer;
  /** The site's public address, for links in e-mails. */
  siteUrl: string;
  /** The PostgreSQL job queue (notification e-mails wait there). */
  jobs: PgBoss;
  /** The server secret (signs unsubscribe links). */
  secret: string;
  messageEmailWindowSeconds: number;
  /** Live updates to connected browsers (GraphQL subscriptions). */
  live?: LiveTopics;
  /** Contractors alerted per newly public project at most (MATCH_ALERTS_PER_PROJECT). */
  matchAlertsPerProject?: number;
  /** Proposals a project takes before it has enough quotes (QUOTES_PER_PROJECT). */
  quotesPerProject?: number;
  /** Per-minute limits for partner keys (READ/PARTNER_READ_RATE_LIMIT, WRITE_RATE_LIMIT), shown to partners. */
  apiLimits?: Omit<ApiLimitsModel, 'maxCost' | 'keysPerPartner'>;
  /**
   * Webhook delivery settings (config: WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS, WEBHOOK_RETRY_BASE_MS,
   * WEBHOOK_RETRY_MAX_MS), the
   * key that encrypts signing secrets at rest (WEBHOOK_SECRET_KEY), and the server log.
   */
  webhooks: { production: boolean; allowLoopback: boolean; retryBaseMs: number; retryMaxMs?: number; secretBox: WebhookSecretBox; logger?: Logger };
  /** Private file storage (the agreements' PDFs live under private/). */
  storage?: PhotoStorage;
  /** The agreements' PDF generator. */
  renderAgreementPdf?: AgreementPdfRenderer;
  /** The invoices' PDF generator. */
  renderInvoicePdf?: InvoicePdfRenderer;
  /** The built-in database's folders (null with an external DATABASE_URL), for the Backups tab and its alerts. */
  backups?: Pick<BackupSettings, 'builtIn' | 'offsite'>;
}

export function createServices({ db, pool, auth, signInLimits, mail, siteUrl, jobs, secret, messageEmailWindowSeconds, live, matchAlertsPerProject = 10, quotesPerProject = DEFAULT_QUOTES_PER_PROJECT, apiLimits = { readsPerMinute: 0, writesPerMinute: 0 }, webhooks: webhookSettings, storage, renderAgreementPdf, renderInvoicePdf, backups = { builtIn: null } }: ServiceDeps): Services {
  const accounts = new AccountService(auth, db, pool, signInLimits);
  const audit = new AuditLog(db);
  const notifications = new NotificationService({ db, jobs, mail, siteUrl, secret, messageWindowSeconds: messageEmailWindowSeconds, live });
  const reviews = new ReviewService(db, audit, notifications);
  const credentials = new CredentialService(db, audit, mail, siteUrl);
  const contractors = new ContractorProfileService(db);
  const invitations: InvitationService = new InvitationService({
    db,
    notifications,
    contractors,
    leadAlerts: { candidates: (project) => leadAlerts.candidates(project) },
  });
  const leadAlerts = new LeadAlertService({
    db,
    jobs,
    notifications,
    reviews,
    credentials,
    perProject: matchAlertsPerProject,
    sendInvitations: (projectId, manager) => invitations.sendPending(projectId, manager),
  });
  const webhookEvents = new WebhookOutbox({ jobs, siteUrl });
  const agreementEvents = { agreementEvent: webhookEvents.agreementEvent.bind(webhookEvents) };
  const agreements = new AgreementService({ db, audit, notifications, storage, renderPdf: renderAgreementPdf, events: agreementEvents });
  const projects = new ProjectService(db, accounts, audit, notifications, leadAlerts, quotesPerProject, webhookEvents, agreements);
  const jobEvents = { jobEvent: webhookEvents.jobEvent.bind(webhookEvents) };
  const visits = new VisitService({ db, audit, mail, notifications, siteUrl });
  const jobMoney = new JobMoneyService({ db, agreements, audit });
  return {
    projects,
    proposals: new ProposalService(db, audit, notifications, webhookEvents, agreements, visits),
    contact: new ContactService(db, audit),
    accounts,
    accountSettings: new AccountSettingsService(db),
    apiKeys: new ApiKeyService(db, audit),
    audit,
    moderation: new ModerationService(db, projects, audit, mail, siteUrl, leadAlerts, webhookEvents),
    users: new UserAdminService(auth, db, audit),
    contractors,
    credentials,
    notifications,
    reviews,
    messages: new MessageService(db, notifications),
    leadPreferences: new LeadPreferencesService(db, notifications),
    leadAlerts,
    invitations,
    proDirectory: new ProDirectoryService(db),
    siteFigures: new SiteFiguresService(db),
    partners: new PartnerService(db, audit, mail, siteUrl, apiLimits),
    webhooks: new WebhookService({ db, jobs, ...webhookSettings }),
    webhookDelivery: new WebhookDelivery({ db, jobs, mail, siteUrl, ...webhookSettings }),
    vitals: new FieldVitalsService(db),
    agreements,
    agreementSigning: new AgreementSigningService({ db, agreements, audit, mail, siteUrl, events: agreementEvents }),
    changeOrders: new ChangeOrderService({ db, agreements, audit, events: agreementEvents }),
    jobMoney,
    invoices: new InvoiceService({ db, agreements, money: jobMoney, mail, siteUrl, storage, renderPdf: renderInvoicePdf, events: jobEvents }),
    payments: new PaymentService({ db, agreements, money: jobMoney, events: jobEvents }),
    paymentReminders: new JobMoneyReminders({ db, agreements, money: jobMoney }),
    disputes: new DisputeService({ db, agreements, jobMoney, audit, events: jobEvents }),
    progress: new ProgressService({ db, agreements }),
    calendarFeeds: new CalendarFeedService({ db, siteUrl }),
    backups: new BackupStatusService(db, mail, { ...backups, siteUrl }),
    visits,
  };
}
