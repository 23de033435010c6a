/**
 * The identity pages in Welsh (ADR 55), keyed by their English as written in the templates and the page
 * code: the English stays the one source of wording (tests match on it). test/unit/idp-page-text.test.ts
 * checks that every text a template passes through t() has its Welsh here, with the same placeholders.
 */
export const welshPageText: Readonly<Record<string, string>> = {
  // The frame: title, phase banner, footer, toggle.
  'Manage your ESOS reporting': 'Rheoli eich adroddiadau ESOS',
  'Error:': 'Gwall:',
  Beta: 'Beta',
  'This is a new service. Help us improve it and': 'Mae hwn yn wasanaeth newydd. Helpwch ni i’w wella a',
  'give your feedback': 'rhoi eich adborth',
  'Privacy Notice': 'Hysbysiad preifatrwydd',
  'Contact us': 'Cysylltu â ni',
  'Accessibility Statement': 'Datganiad hygyrchedd',
  'ESOS guidance': 'Canllawiau ESOS',
  'Choose a language': 'Dewis iaith',
  'Skip to main content': 'Neidio i’r prif gynnwys',
  'There is a problem': 'Mae problem wedi codi',
  Continue: 'Parhau',
  // Sign in.
  'Sign in': 'Mewngofnodi',
  'Sign in to Manage your ESOS reporting': 'Mewngofnodi i Rheoli eich adroddiadau ESOS',
  'Email address': 'Cyfeiriad e-bost',
  Password: 'Cyfrinair',
  'Forgot your password?': 'Wedi anghofio eich cyfrinair?',
  'New to Manage your ESOS reporting?': 'Newydd i Rheoli eich adroddiadau ESOS?',
  'Create a sign in': 'Creu manylion mewngofnodi',
  'Enter your email address': 'Rhowch eich cyfeiriad e-bost',
  'Enter your password': 'Rhowch eich cyfrinair',
  'Enter a correct email address and password': 'Rhowch gyfeiriad e-bost a chyfrinair cywir',
  'Too many attempts from your network. Wait 15 minutes, then try again':
    'Gormod o ymdrechion o’ch rhwydwaith. Arhoswch 15 munud, yna rhowch gynnig arall arni',
  // The security code and the authenticator app.
  'Enter the 6-digit code from your authenticator app': 'Rhowch y cod 6 digid o’ch ap dilysu',
  'The code changes every 30 seconds.': 'Mae’r cod yn newid bob 30 eiliad.',
  'Sign in with a different account': 'Mewngofnodi gyda chyfrif gwahanol',
  'Enter the security code': 'Rhowch y cod diogelwch',
  'Enter a correct security code': 'Rhowch god diogelwch cywir',
  'Set up your authenticator app': 'Gosod eich ap dilysu',
  'You need an authenticator app on your phone or computer to sign in, for example Google Authenticator or Microsoft Authenticator.':
    'Mae angen ap dilysu ar eich ffôn neu gyfrifiadur arnoch i fewngofnodi, er enghraifft Google Authenticator neu Microsoft Authenticator.',
  'Open your authenticator app and add a new account.': 'Agorwch eich ap dilysu ac ychwanegu cyfrif newydd.',
  'Scan the QR code, or enter the setup key below.': 'Sganiwch y cod QR, neu rhowch yr allwedd gosod isod.',
  'Enter the 6-digit code the app shows.': 'Rhowch y cod 6 digid y mae’r ap yn ei ddangos.',
  'QR code to add Manage your ESOS reporting to your authenticator app. If you cannot scan it, enter the setup key shown below.':
    'Cod QR i ychwanegu Rheoli eich adroddiadau ESOS at eich ap dilysu. Os na allwch ei sganio, rhowch yr allwedd gosod a ddangosir isod.',
  'Enter this key in your authenticator app, choosing a time-based code:':
    'Rhowch yr allwedd hon yn eich ap dilysu, gan ddewis cod sy’n seiliedig ar amser:',
  'I cannot scan the QR code': 'Ni allaf sganio’r cod QR',
  // Messages and expired steps.
  'Your sign-in has expired': 'Mae eich sesiwn mewngofnodi wedi dod i ben',
  'For your security, sign-in pages stop working after a while or when used in another tab.':
    'Er eich diogelwch, mae tudalennau mewngofnodi yn stopio gweithio ar ôl ychydig neu pan gânt eu defnyddio mewn tab arall.',
  'Start again': 'Dechrau eto',
  'Signing you out': 'Yn eich allgofnodi',
  'Sign out': 'Allgofnodi',
  'You have signed out': 'Rydych wedi allgofnodi',
  'Sign in again': 'Mewngofnodi eto',
  'Sorry, there is a problem with the service': 'Mae’n ddrwg gennym, mae problem gyda’r gwasanaeth',
  'Sorry, we could not sign you in': 'Mae’n ddrwg gennym, nid oeddem yn gallu eich mewngofnodi',
  'Try again later.': 'Rhowch gynnig arall arni yn nes ymlaen.',
  'Go to the start page': 'Mynd i’r dudalen gychwyn',
  'The service that sent you here is not registered (invalid_client).':
    'Nid yw’r gwasanaeth a’ch anfonodd yma wedi’i gofrestru (invalid_client).',
  'The address to return to is not registered for this service (invalid_redirect_uri).':
    'Nid yw’r cyfeiriad i ddychwelyd iddo wedi’i gofrestru ar gyfer y gwasanaeth hwn (invalid_redirect_uri).',
  'The link you followed may have expired or already been used.':
    'Efallai bod y ddolen a ddilynwyd gennych wedi dod i ben neu wedi cael ei defnyddio’n barod.',
  // Creating a sign in.
  'We will send you an email with a link to create your password.':
    'Byddwn yn anfon e-bost atoch gyda dolen i greu eich cyfrinair.',
  'Use an email address you can get to now. The link works for 30 minutes.':
    'Defnyddiwch gyfeiriad e-bost y gallwch ei gyrraedd nawr. Mae’r ddolen yn gweithio am 30 munud.',
  'Already have a sign in?': 'Oes gennych fanylion mewngofnodi yn barod?',
  'Enter an email address in the correct format, like name@example.com':
    'Rhowch gyfeiriad e-bost yn y fformat cywir, fel enw@enghraifft.com',
  'Too many requests from your network. Wait 15 minutes, then try again':
    'Gormod o geisiadau o’ch rhwydwaith. Arhoswch 15 munud, yna rhowch gynnig arall arni',
  'Too many attempts to create a password for this email address. Wait 15 minutes, then try again':
    'Gormod o ymdrechion i greu cyfrinair ar gyfer y cyfeiriad e-bost hwn. Arhoswch 15 munud, yna rhowch gynnig arall arni',
  'Your link has expired': 'Mae eich dolen wedi dod i ben',
  'This link is not valid': 'Nid yw’r ddolen hon yn ddilys',
  'The link may have been used already, tried too many times or copied incorrectly.':
    'Efallai bod y ddolen wedi cael ei defnyddio’n barod, wedi cael ei rhoi gynnig arni ormod o weithiau neu wedi’i chopïo’n anghywir.',
  'Request a new link': 'Gofyn am ddolen newydd',
  'This link has stopped working': 'Mae’r ddolen hon wedi stopio gweithio',
  'You tried to create a password with this link too many times, so it no longer works.':
    'Rydych wedi ceisio creu cyfrinair gyda’r ddolen hon ormod o weithiau, felly nid yw’n gweithio mwyach.',
  'Request a new link to try again.': 'Gofynnwch am ddolen newydd i roi cynnig arall arni.',
  'You already have an account': 'Mae gennych gyfrif yn barod',
  'You can sign in with your email address and password.':
    'Gallwch fewngofnodi gyda’ch cyfeiriad e-bost a’ch cyfrinair.',
  'Check your email': 'Gwiriwch eich e-bost',
  'Create a password': 'Creu cyfrinair',
  'Confirm your password': 'Cadarnhau eich cyfrinair',
  'Your password has been created': 'Mae eich cyfrinair wedi cael ei greu',
  'Sign in with your email address and new password to set up your authenticator app.':
    'Mewngofnodwch gyda’ch cyfeiriad e-bost a’ch cyfrinair newydd i osod eich ap dilysu.',
  // GOV.UK One Login.
  'Create account': 'Creu cyfrif',
  'Cancel and go to the start page': 'Canslo a mynd i’r dudalen gychwyn',
};
