import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { createJobRunner, type JobLog, type JobTuning } from './lib/jobs';
import { createAccountService } from './modules/account/account.service';
import { createActionLogExportService } from './modules/action-log/action-log-export.service';
import { createActionLogRetention } from './modules/action-log/action-log-retention';
import { createAuthService } from './modules/auth/auth.service';
import { createCaptchaService } from './modules/auth/captcha.service';
import { createLoginService } from './modules/auth/login.service';
import { createConfigurationService } from './modules/configuration/configuration.service';
import { createConsultationMailer } from './modules/consultations/consultation-mail';
import { createConsultationService } from './modules/consultations/consultations.service';
import { createDocumentService } from './modules/files/documents.service';
import { fileStorageFromConfig } from './modules/files/storage-from-config';
import { createImageSweep } from './modules/images/image-sweep';
import { createImageService } from './modules/images/images.service';
import { createInquiryService } from './modules/inquiries/inquiries.service';
import { createInquiryDigest } from './modules/inquiries/inquiry-digest';
import { createMarketplaceService } from './modules/marketplace/marketplace.service';
import { createMeetingMailer } from './modules/meetings/meeting-mail';
import { createMeetingReminders } from './modules/meetings/meeting-reminders';
import { createMeetingService } from './modules/meetings/meetings.service';
import { createSheetsClient } from './modules/member-import/google-sheets';
import { createMemberImportService } from './modules/member-import/member-import.service';
import { createMemberImportApply, type ImportApplyTuning } from './modules/member-import/member-import-apply';
import { createMessaging } from './modules/messaging/messaging.service';
import { newsResource } from './modules/news/news.resource';
import { createNewsService } from './modules/news/news.service';
import { createNewsAudienceMail } from './modules/news/news-audience-mail';
import { createNotificationRetention } from './modules/notifications/notification-retention';
import { createNotificationService } from './modules/notifications/notifications.service';
import { createOutboxService } from './modules/outbox/outbox.service';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { createProductService } from './modules/products/products.service';
import { createRateLimiter } from './modules/rate-limits/rate-limits.service';
import { createRegistryService } from './modules/registry/registry.service';
import { createRegistryRecheckJob } from './modules/registry/registry-recheck-job';
import { createSessionService } from './modules/sessions/sessions.service';
import { loadSigningKey } from './modules/sessions/signing-key';
import { createSignupService } from './modules/signup/signup.service';
import { createFacebookVerifier } from './modules/social-login/facebook';
import { createGoogleVerifier } from './modules/social-login/google';
import { createSocialLoginService } from './modules/social-login/social-login.service';
import { createUserAdminService } from './modules/user-admin/user-admin.service';
import { usersResource } from './modules/user-admin/users.resource';
import { createApplicationAuditService } from './modules/vendor-applications/application-audit.service';
import { createVendorApplicationService } from './modules/vendor-applications/vendor-applications.service';
import { createInvitationService } from './modules/vendor-members/invitations.service';
import { createJoinRequestService } from './modules/vendor-members/join-requests.service';
import { createMemberMailer } from './modules/vendor-members/member-mail';
import { createVendorMemberService } from './modules/vendor-members/vendor-members.service';
// vendor services
import { createVendorServicesService } from './modules/vendor-services/vendor-services.service';
import { createVerificationService } from './modules/verification/verification.service';

/** Builds the services once per app, each given exactly what it depends on. */
export async function createServices(options: {
  config: Env;
  database: DatabaseHandle;
  clock: Clock;
  log: JobLog;
  /** Run the jobs' workers and schedules in this process (the server does; most tests need not). */
  runJobs: boolean;
  jobTuning?: Partial<JobTuning>;
  /** Bulk import's chunk size and resume timing (tests). */
  importTuning?: Partial<ImportApplyTuning>;
  /** Where mail and SMS that no transport delivers are printed once (the server: its terminal). */
  printMessage?: (text: string) => void;
}) {
  const { config, database, clock, log } = options;
  const { db } = database;
  // The process's one pg-boss: every queue, schedule and worker of every feature lives on it.
  const jobs = createJobRunner({
    pool: database.pool,
    log,
    runWorkers: options.runJobs,
    ...(options.jobTuning ? { tuning: options.jobTuning } : {}),
  });
  const messaging = createMessaging({
    env: config,
    jobs,
    db,
    log,
    clock,
    ...(options.printMessage ? { print: options.printMessage } : {}),
  });
  const signingKey = await loadSigningKey(db, config.JWT_SECRET);
  // Codes and captcha answers are hashed with the same secret (HMAC), so a database copy alone is useless.
  const hashKey = Buffer.from(signingKey).toString('base64url');

  const sessions = createSessionService({
    db,
    key: signingKey,
    clock,
    settings: { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
  });
  const verification = createVerificationService({ db, clock, key: hashKey });
  const configuration = createConfigurationService({
    db,
    clock,
    fixed: {
      googleClientId: config.GOOGLE_CLIENT_ID || null,
      facebookAppId: config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET ? config.FACEBOOK_APP_ID : null,
      captchaAvailable: config.CAPTCHA_ENABLED,
    },
  });
  const captcha = createCaptchaService({
    db,
    clock,
    key: hashKey,
    isEnabled: async () => {
      const settings = await configuration.get();
      return settings.captchaEnabled && settings.captchaAvailable;
    },
  });
  const rateLimiter = createRateLimiter({ db, clock });
  const flowDeps = { db, clock, verification, sessions, messaging };
  const userAdmin = createUserAdminService({
    db,
    clock,
    verification,
    messaging,
    publicUrl: config.PUBLIC_URL,
  });
  // Local disk, or an S3-compatible bucket shared by every instance (FILE_STORAGE).
  const files = fileStorageFromConfig(config);
  const registry = createRegistryService({
    db,
    clock,
    baseUrl: config.GCIS_BASE_URL,
    timeoutMs: config.GCIS_TIMEOUT_MS,
  });
  const actionLogRetention = createActionLogRetention({
    db,
    clock,
    retentionDays: async () => (await configuration.get()).actionLogRetentionDays,
    log,
    jobs,
  });
  // A vendor's people: members and roles, invitations, join requests (one mailer for their mails).
  const memberMail = createMemberMailer({ messaging, publicUrl: config.PUBLIC_URL });
  const vendorPeople = {
    vendorMembers: createVendorMemberService({ db, clock, mail: memberMail }),
    invitations: createInvitationService({ db, clock, mail: memberMail }),
    joinRequests: createJoinRequestService({ db, clock, mail: memberMail }),
  };
  // Bulk import of a vendor's people: previews, and applying them as a job (invitations as above).
  const memberImports = {
    memberImports: createMemberImportService({
      db,
      clock,
      sheets: config.GOOGLE_SHEETS_API_KEY
        ? createSheetsClient({
            apiKey: config.GOOGLE_SHEETS_API_KEY,
            baseUrl: config.GOOGLE_SHEETS_BASE_URL,
            timeoutMs: config.GOOGLE_SHEETS_TIMEOUT_MS,
          })
        : null,
    }),
    memberImportApply: createMemberImportApply({
      db,
      clock,
      jobs,
      invitations: vendorPeople.invitations,
      log,
      ...(options.importTuning ? { tuning: options.importTuning } : {}),
    }),
  };
  // The inquiry mailbox, and its digest mails (a job per window, and a schedule each minute)
  const inquiryDigest = createInquiryDigest({
    db,
    clock,
    messaging,
    jobs,
    log,
    publicUrl: config.PUBLIC_URL,
  });
  const inquiries = {
    inquiries: createInquiryService({ db, clock, files, digest: inquiryDigest }),
    inquiryDigest,
  };
  // Meetings between vendors and buyers: their mails (with the .ics) and the reminders' schedule.
  const meetingMail = createMeetingMailer({ messaging, publicUrl: config.PUBLIC_URL });
  const meetingServices = {
    meetings: createMeetingService({
      db,
      clock,
      mail: meetingMail,
      icsHost: new URL(config.PUBLIC_URL).hostname,
    }),
    meetingReminders: createMeetingReminders({ db, clock, mail: meetingMail, log, jobs }),
  };
  const newsAudienceMail = createNewsAudienceMail({
    db,
    clock,
    jobs,
    messaging,
    publicUrl: config.PUBLIC_URL,
    log,
  });
  return {
    ...vendorPeople,
    ...inquiries,
    ...memberImports,
    ...meetingServices,
    /** Announcements: the readers' board and read marks, and staff's `News/Manage` resource. */
    news: createNewsService({ db, clock, files }),
    /** The bell: each person's notifications and mail preferences; read ones swept daily (a schedule). */
    notifications: createNotificationService({ db, clock }),
    notificationRetention: createNotificationRetention({ db, clock, log, jobs }),
    newsAdmin: newsResource({ clock, audienceMail: newsAudienceMail }),
    /** "Also mail the audience": batches of 500 as jobs, each person once (a schedule catches up). */
    newsAudienceMail,
    /** Consultations with the association (asked by anyone signed in, answered by consultations:handle). */
    consultations: createConsultationService({
      db,
      clock,
      files,
      mail: createConsultationMailer({ messaging, publicUrl: config.PUBLIC_URL }),
    }),
    /** Queues, schedules and workers (pg-boss); started and stopped by the app. */
    jobs,
    actionLogRetention,
    sessions,
    configuration,
    verification,
    captcha,
    messaging,
    /** Resending from the outbox, and how mail and SMS are delivered. */
    outbox: createOutboxService({ db, messaging }),
    /** The action log as CSV or XLSX (the export itself is logged). */
    actionLogExport: createActionLogExportService({ db }),
    /** Every rate limit, counted in PostgreSQL (shared by all instances). */
    rateLimiter,
    auth: createAuthService({ db, sessions }),
    login: createLoginService({ db, clock, captcha, sessions, verification, rateLimiter, key: hashKey }),
    signup: createSignupService({
      ...flowDeps,
      settings: () => configuration.get(),
    }),
    reset: createPasswordResetService(flowDeps),
    userAdmin,
    /** The `/Users` resource definition (generic pattern), with the mail actions it shares. */
    users: usersResource({ clock, sessions, userAdmin }),
    account: createAccountService(flowDeps),
    /** The company registry (GCIS): lookups cached for a day, about one call a second. */
    registry,
    /** The weekly re-check of every vendor against the registry (a schedule on the job runner). */
    registryRecheck: createRegistryRecheckJob({ jobs, db, clock, registry, log }),
    /** Uploaded files' bytes (the database keeps what they are). */
    files,
    documents: createDocumentService({ db, clock, files }),
    /** Pictures: upload (checked, re-encoded to WebP in three sizes) and the public files. */
    images: createImageService({ db, clock, files }),
    // Vendors' products
    products: createProductService({ db, clock }),
    // The catalogue buyers use
    marketplace: createMarketplaceService({ db }),
    // The services a vendor offers (nodes of the service category tree)
    vendorServices: createVendorServicesService({ db }),
    /** Removes images nobody attached for a day (a schedule on the job runner). */
    imageSweep: createImageSweep({ db, clock, files, log, jobs }),
    /** Vendor applications and upgrade requests (applicants), and their audit (staff). */
    vendorApplications: createVendorApplicationService({
      db,
      messaging,
      registry,
      publicUrl: config.PUBLIC_URL,
    }),
    applicationAudit: createApplicationAuditService({ db, messaging, publicUrl: config.PUBLIC_URL }),
    social: createSocialLoginService({
      db,
      clock,
      sessions,
      verification,
      settings: () => configuration.get(),
      verifiers: {
        google: config.GOOGLE_CLIENT_ID
          ? createGoogleVerifier({
              clientId: config.GOOGLE_CLIENT_ID,
              jwksUrl: config.GOOGLE_JWKS_URL,
              clock,
            })
          : undefined,
        facebook:
          config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
            ? createFacebookVerifier({
                appId: config.FACEBOOK_APP_ID,
                appSecret: config.FACEBOOK_APP_SECRET,
                graphUrl: config.FACEBOOK_GRAPH_URL,
              })
            : undefined,
      },
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
