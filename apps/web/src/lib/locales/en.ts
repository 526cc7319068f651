import type { TranslationTexts } from './zh-hant';

/** English texts: every key of the Traditional Chinese texts, checked by the type. */
export const en: TranslationTexts = {
  app: {
    name: 'Supplier Membership Portal',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
  },
  header: {
    switchLanguage: 'Switch language: {{language}}',
    darkMode: 'Dark mode',
    logout: 'Sign out',
    openMenu: 'Open menu',
    mainMenu: 'Main menu',
    signedInAs: 'Signed in as {{name}}',
    home: 'Go to home',
    // The bell: notifications and unread announcements together.
    bell: 'Notifications, {{count}} unread',
    bellLive: '{{count}} unread notifications',
  },
  languages: {
    'zh-Hant': '中文',
    en: 'English',
  },
  menu: {
    meetingGroup: 'Business matching',
    userGroup: 'My profile',
    memberGroup: 'Company members',
    productGroup: 'Products and services',
    adminGroup: 'Administration',
    vendorGroup: 'Vendors',
  },
  pages: {
    dashboard: { title: 'Home and overview', description: 'An overview of your account, company and tasks.' },
    configuration: {
      title: 'Configuration',
      description: 'General site settings, such as guest settings and the amount format.',
    },
    actionLog: { title: 'Action log', description: 'Who changed which record, what and when.' },
    member: {
      title: 'Member management',
      description: 'The company’s members, their roles and invitations.',
    },
    memberImport: {
      title: 'Import members',
      description: 'Import members in bulk from an Excel or CSV file: preview first, then apply.',
    },
    memberImport2: {
      title: 'Import members from a spreadsheet',
      description: 'Import members from a Google Sheets link.',
    },
    user: { title: 'Basic data', description: 'View and maintain your personal data.' },
    userWizard: {
      title: 'Account set-up wizard',
      description: 'Complete your account data, verification and company step by step.',
    },
    category: { title: 'Categories', description: 'Categories of products and services.' },
    banner: { title: 'Banners', description: 'Banner images of the home page and other positions.' },
    album: { title: 'Albums', description: 'Picture albums and their pictures.' },
    attribute: { title: 'Attributes', description: 'Product attributes and their values.' },
    announcement: {
      title: 'Announcements and notifications',
      description: 'Association announcements, news and system notifications.',
    },
    announcementDetail: { title: 'Announcement', description: 'The full text of one announcement.' },
    publicAlbums: { title: 'Photo albums', description: 'The association’s public photo albums.' },
    announcementManage: {
      title: 'Manage announcements',
      description: 'Write, schedule and publish announcements, with their audience and attachments.',
    },
    userPassword: { title: 'Password', description: 'Change your sign-in password.' },
    userEdit: { title: 'Edit profile', description: 'Change your name, job title and contact details.' },
    userCreateCompany: {
      title: 'Create a company',
      description: 'Create a supplier company for your account.',
    },
    company: { title: 'Supplier company data', description: 'The company data of your supplier.' },
    companyData: {
      title: 'Company registration data',
      description: 'Unified business number, representative, capital, address and other registered data.',
    },
    companyEdit: {
      title: 'Edit company data',
      description: 'Change the company’s contact and profile data.',
    },
    companyApply: {
      title: 'Apply to become a supplier',
      description:
        'Enter the unified business number; the registry data fills in, then send the application.',
    },
    companyNotVendor: {
      title: 'Not in a supplier yet',
      description: 'Your account belongs to no supplier yet; apply to create one or to join one.',
    },
    inquiryMailbox: {
      title: 'Inquiry mailbox',
      description: 'Business inquiries between buyers and suppliers.',
    },
    inquiryThread: { title: 'Inquiry', description: 'The messages and attachments of one inquiry.' },
    inquiryCompose: { title: 'New inquiry', description: 'Ask a vendor about a product or service.' },
    meeting: {
      title: 'Meeting schedule and records',
      description: 'Matching meeting requests, schedules and minutes.',
    },
    meetingDetail: {
      title: 'Meeting',
      description: 'A meeting’s time, participants, calendar file and minutes.',
    },
    meetingNew: { title: 'Request a meeting', description: 'Propose 1 to 5 times (Taipei time) to meet.' },
    consultation: {
      title: 'Consultations',
      description: 'Ask the association a question and read its answers.',
    },
    consultationCase: { title: 'Consultation', description: 'The messages of one consultation.' },
    product: {
      title: 'Product and service categories',
      description: 'The company’s products and services and their categories.',
    },
    companyUpgrade: {
      title: 'Certified supplier upgrade',
      description: 'Attach documents and apply to become a certified supplier.',
    },
    companyApplication: {
      title: 'Supplier application status',
      description: 'Where your supplier application stands in the review.',
    },
    companyCreate: {
      title: 'Create a supplier',
      description: 'Association staff create a supplier directly.',
    },
    reviewApply: {
      title: 'Account application review',
      description: 'Review the accounts asking to join your company.',
    },
    userBuyer: {
      title: 'Buyer profile',
      description: 'Your company, industry and purchasing interests, for suppliers to know you.',
    },
    userSessions: {
      title: 'Signed-in devices',
      description: 'The devices signed in to your account; end any you do not recognise.',
    },
    userProfile: { title: 'My basic data', description: 'View and maintain your personal data.' },
    role: {
      title: 'Roles and permissions',
      description: 'Roles and the permissions they hold; users get their permissions through roles.',
    },
    clientLog: {
      title: 'Browser error log',
      description: 'Unexpected errors that happened in users’ browsers.',
    },
    outbox: {
      title: 'Mail and SMS outbox',
      description: 'The e-mails and text messages the portal sent, and how their delivery went.',
    },
    vendorAudit: {
      title: 'Vendor applications',
      description: 'Review vendor applications and certified supplier upgrades.',
    },
    vendorAuditDetail: {
      title: 'Application review',
      description: 'The application, its registry comparison and the decision.',
    },
    vendors: { title: 'Vendor register', description: 'Every vendor, its level and its registry check.' },
    vendorDetail: { title: 'Vendor', description: 'A vendor’s company data and its registry check.' },
    userAdmin: {
      title: 'User administration',
      description: 'Every user account: create, edit, disable, and their roles.',
    },
    catalogue: {
      title: 'Catalogue',
      description: 'Find vendors’ products and services by category, attributes and vendor level.',
    },
    catalogueProduct: { title: 'Product', description: 'A product’s pictures, specifications and vendor.' },
    catalogueVendor: { title: 'Vendor', description: 'A vendor and its published products.' },
    notifications: {
      title: 'My notifications',
      description: 'Inquiries, meetings, applications and reviews that concern you.',
    },
    notificationPreferences: {
      title: 'Notification settings',
      description: 'Choose which notifications also come to you by e-mail.',
    },
  },
  placeholder: {
    notice: 'This page is being built; the features above will appear here.',
    backToDashboard: 'Back to the overview',
  },
  login: {
    title: 'Sign in',
    account: 'Account',
    password: 'Password',
    accountRequired: 'Enter your account.',
    passwordRequired: 'Enter your password.',
    captchaRequired: 'Enter the captcha.',
    captcha: 'Captcha',
    captchaImage: 'Captcha image',
    captchaHint: 'Type the characters in the picture; case does not matter.',
    refreshCaptcha: 'New captcha',
    refreshCaptchaShort: 'New',
    captchaLoading: 'Loading the captcha…',
    captchaLoadFailed: 'The captcha could not be loaded.',
    retry: 'Reload',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    registerPrompt: 'No account yet?',
    registerLink: 'Create an account',
    socialDivider: 'or',
    google: 'Sign in with Google',
    facebook: 'Sign in with Facebook',
    linkTitle: 'Link your {{provider}} sign-in',
    linkNotice:
      'The e-mail of this {{provider}} account is registered as the account “{{account}}”. Enter that account’s password to link them; afterwards you can sign in with {{provider}} directly.',
    cancelLink: 'Do not link',
    siteWelcome: 'Welcome to {{name}}',
    providerScriptFailed:
      'The {{provider}} sign-in could not be loaded. Check your connection and try again, or sign in with your account and password.',
    signupClosedTitle: 'Sign-up is closed at the moment',
    signupClosedDescription:
      'The portal is not taking new accounts at the moment; existing accounts can sign in as usual.',
    signupClosedContact: 'For help, contact the association:',
  },
  notFound: {
    title: 'Page not found!',
    description: 'The page you are looking for may have been removed, or the address is wrong.',
    backHome: 'Back to Home',
  },
  forbidden: {
    title: 'You do not have permission to view this page',
    description: 'To use this page, ask an administrator to grant your account the permission.',
    backHome: 'Back to Home',
  },
  errorPage: {
    title: 'Something went wrong',
    description: 'The system could not complete your request. Please try again later.',
    backHome: 'Back to Home',
  },
  loadFailed: {
    title: 'The page failed to load',
    description: 'The page did not load in time; the connection may be unstable. Please try again.',
    retry: 'Reload',
  },
  pageError: {
    title: 'This page ran into an error',
    description: 'Something unexpected happened on this page and it has been recorded. Please try again.',
    retry: 'Try again',
  },
  toast: {
    info: 'Information',
    warning: 'Warning',
    error: 'Error',
  },
  time: {
    justNow: 'just now',
    minutesAgo_one: '{{count}} minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo_one: '{{count}} hour ago',
    hoursAgo_other: '{{count}} hours ago',
    yesterday: 'yesterday',
    daysAgo_one: '{{count}} day ago',
    daysAgo_other: '{{count}} days ago',
    weeksAgo_one: '{{count}} week ago',
    weeksAgo_other: '{{count}} weeks ago',
    fullDateFormat: 'MMMM DD, YYYY',
  },
  // List exports (the Export button of each list)
  exports: {
    button: 'Export',
    csv: 'CSV file',
    xlsx: 'Excel file',
    saved: 'Downloaded {{name}}',
    jobTitle: 'Export the list',
    running:
      'This list is large ({{total}} rows): the file is being made in the background and can be downloaded when it is ready. You may close this window and come back.',
    progress: '{{done}} of {{total}} rows done',
    ready: 'The file is ready ({{rows}} rows).',
    expires: 'The download link works until {{time}}.',
    download: 'Download the file',
    failed: 'The export failed. Please export again.',
    close: 'Close',
  },
  apiErrors: {
    failed: 'That did not work. Please try again later.',
    network: 'The server could not be reached. Please check your connection and try again.',
    unexpected: 'The server answered unexpectedly (HTTP {{status}}). Please try again later.',
  },
};
