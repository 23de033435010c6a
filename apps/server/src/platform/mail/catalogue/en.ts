/**
 * The e-mails' English text (ADR 55): one entry per e-mail, `{name}` marking where a value goes. The
 * Welsh catalogue (cy.ts) has the same keys and placeholders; test/unit/mail-catalogue.test.ts checks it.
 */
export const en = {
  common: {
    subjectSuffix: ' – Manage your ESOS reporting',
    help: 'If you need help, contact {helpdesk}.',
    home: 'Manage your ESOS reporting: {homeUrl}',
    testBanner: 'TEST SYSTEM: this email was sent by a test copy of the service.',
  },
  mails: {
    emailConfirmation: {
      subject: 'Confirm your email address',
      paragraphs: [
        'To create your Manage your ESOS reporting account, confirm your email address.',
        'Use this link within {minutes} minutes: {link}',
        'If you did not ask to create an account, you can ignore this email.',
      ],
    },
    operatorInvitation: {
      subject: 'You have been invited to join {accountName}',
      paragraphs: [
        'Dear {firstName} {lastName},',
        '{inviterName} has invited you to join {accountName} on Manage your ESOS reporting as a {roleName}.',
        'Use this link to accept the invitation: {link}',
        'The link expires in 30 minutes.',
      ],
    },
    regulatorInvitation: {
      subject: 'You have been invited to be a regulator user',
      paragraphs: [
        'Dear {firstName} {lastName},',
        '{inviterName} has invited you to join Manage your ESOS reporting as a regulator user.',
        'To accept the invitation, open this link: {link}',
        'The link expires in {minutes} minutes.',
      ],
    },
    verifierInvitation: {
      subject: 'You have been invited to be a verifier user',
      paragraphs: [
        'You have been invited to join Manage your ESOS reporting as a verifier user.',
        'To activate your account, open this link: {link}',
        'The link expires in {minutes} minutes.',
      ],
    },
    reset2FaConfirmation: {
      subject: 'Your two-factor authentication has been reset',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'An administrator has reset the two-factor authentication of your account. You will set up a new authenticator app the next time you sign in.',
        'If you did not expect this, contact the administrator who manages your users.',
      ],
    },
    deadlineReminderDue: {
      subject: 'An ESOS report is due soon',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'The task "{taskName}" for {accountName} ({organisationId}), {requestId}, must be submitted by {lastDay}: {daysRemaining} days remain.',
        'Sign in to finish it and submit it before then.',
        'Go to the task: {taskUrl}',
      ],
    },
    deadlineReminderLastDay: {
      subject: 'An ESOS report is due soon',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'The task "{taskName}" for {accountName} ({organisationId}), {requestId}, must be submitted by {lastDay}: today is the last day.',
        'Sign in to finish it and submit it before then.',
        'Go to the task: {taskUrl}',
      ],
    },
    deadlineReminderOverdue: {
      subject: 'An ESOS report is overdue',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'The task "{taskName}" for {accountName} ({organisationId}), {requestId}, is overdue: the last day to submit it was {lastDay}.',
        'Submit it as soon as you can, or contact your regulator if you cannot.',
        'Go to the task: {taskUrl}',
      ],
    },
    complianceReminder: {
      subject: 'Your regulator is waiting for an ESOS report',
      paragraphs: [
        'Dear {firstName} {lastName},',
        '{regulator} has not yet received "{taskName}" for {accountName} ({organisationId}).',
        'The last day to submit it is {lastDay}. If that day has passed, submit it as soon as you can.',
        'Sign in to complete and submit it, or contact your regulator if you cannot.',
        'Sign in: {homeUrl}',
      ],
    },
    complianceReminderUndated: {
      subject: 'Your regulator is waiting for an ESOS report',
      paragraphs: [
        'Dear {firstName} {lastName},',
        '{regulator} has not yet received "{taskName}" for {accountName} ({organisationId}).',
        'Submit it as soon as you can.',
        'Sign in to complete and submit it, or contact your regulator if you cannot.',
        'Sign in: {homeUrl}',
      ],
    },
    verifiedAccountInvitation: {
      subject: 'Apply for your organisation account',
      paragraphs: [
        'Dear ESOS participant,',
        'Your regulator has verified your organisation (company registration number {registrationNumber}) for the Energy Savings Opportunity Scheme (ESOS).',
        'Use Manage your ESOS reporting to send your ESOS notifications. To start, go to {homeUrl} and create a sign-in with this email address ({email}). If you already have a sign-in for this address, sign in with it.',
        'Then select "Apply for a new organisation account". Your company registration number will be filled in for you and, because your organisation has been verified, your account will be opened as soon as you submit the application.',
        'If you were not expecting this email, you do not need to do anything.',
      ],
    },
    accountClosed: {
      subject: 'Your organisation account has been closed',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'Your regulator has closed the organisation account for {accountName} ({organisationId}).',
        'The reason given: {reason}',
        'You can still sign in to see the account and its history, but no new tasks can be started on it.',
      ],
    },
    assignedTask: {
      subject: 'A new task has been assigned to you',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'The task "{taskName}" for {requestId} has been assigned to you.',
        'Sign in to see it: {taskUrl}',
      ],
    },
    accountCreated: {
      subject: 'Your organisation account has been created',
      paragraphs: [
        'Dear {fullName},',
        'The organisation account for {accountName} ({organisationId}) has been created. You are its Advanced user and primary contact.',
        'You can now sign in to start your reporting and add other users to the account.',
      ],
    },
    applicationApproved: {
      subject: 'Your organisation account application has been approved',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'Your application for an organisation account for {accountName} ({organisationId}) has been approved. You are its Advanced user and primary contact.',
        'You can now sign in to start your reporting and add other users to the account.',
      ],
    },
    applicationRejected: {
      subject: 'Your organisation account application has been rejected',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'Your application for an organisation account for {accountName} ({organisationId}) has been rejected.',
        'The reason given by your regulator: {reason}',
        'If you have questions about this decision, contact your regulator.',
      ],
    },
    signInThrottled: {
      subject: 'Someone is trying to sign in to your account',
      paragraphs: [
        'Someone has entered the wrong password for your Manage your ESOS reporting account several times.',
        'To protect your account, we are slowing down further attempts to sign in. Your account has not been locked and you can still sign in with your password, though you may be asked to wait a few minutes.',
        'If this was you and you have forgotten your password, reset it here: {resetUrl}',
        'If it was not you, your account is still protected by your authenticator app. If you are worried, contact {helpdesk}.',
      ],
    },
    operatorInviteeAccepted: {
      subject: 'You have accepted an invitation',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'You have accepted the invitation to join {accountName}. An Advanced user of the account will activate your user account; we will email you when they have.',
      ],
    },
    operatorInviterAccepted: {
      subject: 'Your invitation has been accepted',
      paragraphs: [
        'Dear {firstName} {lastName},',
        '{inviteeName} has accepted your invitation to join {accountName}.',
        "Activate their user account from the account's users and contacts page: {usersUrl}",
      ],
    },
    operatorUserCreated: {
      subject: 'Your user account has been created',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'Your user account for Manage your ESOS reporting has been created.',
        'Sign in to apply for an organisation account: {homeUrl}',
      ],
    },
    operatorUserActivated: {
      subject: 'Your user account has been activated',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'Your user account for {accountName} has been activated with the role {roleName}.',
        'Sign in to use the service: {homeUrl}',
      ],
    },
    regulatorUserActivated: {
      subject: 'Your user account has been activated',
      paragraphs: [
        'Dear {firstName} {lastName},',
        'Your regulator user account for Manage your ESOS reporting has been activated.',
        'Sign in to the service: {homeUrl}',
      ],
    },
    regulatorInviteeAccepted: {
      subject: 'You have accepted the invitation',
      paragraphs: [
        'Dear {inviteeName},',
        'You have accepted the invitation to Manage your ESOS reporting. Your account must be activated by a regulator administrator before you can use it; we will email you when it is.',
      ],
    },
    regulatorInviterAccepted: {
      subject: '{inviteeName} has accepted your invitation',
      paragraphs: [
        'Dear {firstName} {lastName},',
        '{inviteeName} has accepted your invitation to Manage your ESOS reporting. Sign in to activate their account: {homeUrl}',
      ],
    },
    change2Fa: {
      subject: 'Change your authenticator app',
      paragraphs: [
        'We received a request to remove the authenticator app from your Manage your ESOS reporting account.',
        'To remove it, use this link within {minutes} minutes: {link}',
        'You will then set up a new authenticator app the next time you sign in.',
        'If you did not ask for this, you can ignore this email. Nothing has changed.',
      ],
    },
    resetPasswordRequest: {
      subject: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password for your Manage your ESOS reporting account.',
        'To choose a new password, use this link within {minutes} minutes: {link}',
        'If you did not ask to reset your password, you can ignore this email. Your password has not changed.',
      ],
    },
    resetPasswordConfirmation: {
      subject: 'Your password has been changed',
      paragraphs: [
        'The password for your Manage your ESOS reporting account has been changed.',
        'If you did not change it, contact {helpdesk} straight away.',
      ],
    },
    userAlreadyRegistered: {
      subject: 'You already have an account',
      paragraphs: [
        'Someone asked to create a Manage your ESOS reporting account with this email address, but you already have one.',
        'Sign in here: {signInUrl}',
        'If you have forgotten your password, reset it here: {resetUrl}',
        'If it was not you, you can ignore this email.',
      ],
    },
  },
} as const;
