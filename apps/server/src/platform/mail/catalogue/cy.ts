import type { MailCatalogue } from './index';

/**
 * The e-mails in Welsh (ADR 55), with the Welsh Government's terms (docs/adr/0055: the list): the same keys
 * and placeholders as en.ts.
 */
export const cy: MailCatalogue = {
  common: {
    subjectSuffix: ' – Rheoli eich adroddiadau ESOS',
    help: 'Os oes angen help arnoch, cysylltwch â {helpdesk}.',
    home: 'Rheoli eich adroddiadau ESOS: {homeUrl}',
    testBanner: 'SYSTEM PRAWF: anfonwyd yr e-bost hwn gan gopi prawf o’r gwasanaeth.',
  },
  mails: {
    emailConfirmation: {
      subject: 'Cadarnhau eich cyfeiriad e-bost',
      paragraphs: [
        'I greu eich cyfrif Rheoli eich adroddiadau ESOS, cadarnhewch eich cyfeiriad e-bost.',
        'Defnyddiwch y ddolen hon o fewn {minutes} munud: {link}',
        'Os na wnaethoch ofyn am greu cyfrif, gallwch anwybyddu’r e-bost hwn.',
      ],
    },
    operatorInvitation: {
      subject: 'Rydych wedi cael gwahoddiad i ymuno â {accountName}',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae {inviterName} wedi eich gwahodd i ymuno â {accountName} ar Rheoli eich adroddiadau ESOS fel {roleName}.',
        'Defnyddiwch y ddolen hon i dderbyn y gwahoddiad: {link}',
        'Bydd y ddolen yn dod i ben ymhen 30 munud.',
      ],
    },
    regulatorInvitation: {
      subject: 'Rydych wedi cael gwahoddiad i fod yn ddefnyddiwr rheoleiddiwr',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae {inviterName} wedi eich gwahodd i ymuno â Rheoli eich adroddiadau ESOS fel defnyddiwr rheoleiddiwr.',
        'I dderbyn y gwahoddiad, agorwch y ddolen hon: {link}',
        'Bydd y ddolen yn dod i ben ymhen {minutes} munud.',
      ],
    },
    verifierInvitation: {
      subject: 'Rydych wedi cael gwahoddiad i fod yn ddefnyddiwr dilysydd',
      paragraphs: [
        'Rydych wedi cael gwahoddiad i ymuno â Rheoli eich adroddiadau ESOS fel defnyddiwr dilysydd.',
        'I roi eich cyfrif ar waith, agorwch y ddolen hon: {link}',
        'Bydd y ddolen yn dod i ben ymhen {minutes} munud.',
      ],
    },
    reset2FaConfirmation: {
      subject: 'Mae eich dilysu dau ffactor wedi cael ei ailosod',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae gweinyddwr wedi ailosod dilysu dau ffactor eich cyfrif. Byddwch yn gosod ap dilysu newydd y tro nesaf y byddwch yn mewngofnodi.',
        'Os nad oeddech yn disgwyl hyn, cysylltwch â’r gweinyddwr sy’n rheoli eich defnyddwyr.',
      ],
    },
    deadlineReminderDue: {
      subject: 'Mae adroddiad ESOS yn ddyledus cyn bo hir',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Rhaid cyflwyno’r dasg "{taskName}" ar gyfer {accountName} ({organisationId}), {requestId}, erbyn {lastDay}: mae {daysRemaining} diwrnod ar ôl.',
        'Mewngofnodwch i’w gorffen a’i chyflwyno cyn hynny.',
        'Ewch i’r dasg: {taskUrl}',
      ],
    },
    deadlineReminderLastDay: {
      subject: 'Mae adroddiad ESOS yn ddyledus cyn bo hir',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Rhaid cyflwyno’r dasg "{taskName}" ar gyfer {accountName} ({organisationId}), {requestId}, erbyn {lastDay}: heddiw yw’r diwrnod olaf.',
        'Mewngofnodwch i’w gorffen a’i chyflwyno cyn hynny.',
        'Ewch i’r dasg: {taskUrl}',
      ],
    },
    deadlineReminderOverdue: {
      subject: 'Mae adroddiad ESOS yn hwyr',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae’r dasg "{taskName}" ar gyfer {accountName} ({organisationId}), {requestId}, yn hwyr: y diwrnod olaf i’w chyflwyno oedd {lastDay}.',
        'Cyflwynwch hi cyn gynted ag y gallwch, neu cysylltwch â’ch rheoleiddiwr os na allwch wneud hynny.',
        'Ewch i’r dasg: {taskUrl}',
      ],
    },
    complianceReminder: {
      subject: 'Mae eich rheoleiddiwr yn aros am adroddiad ESOS',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Nid yw {regulator} wedi cael "{taskName}" ar gyfer {accountName} ({organisationId}) eto.',
        'Y diwrnod olaf i’w gyflwyno yw {lastDay}. Os yw’r diwrnod hwnnw wedi mynd heibio, cyflwynwch ef cyn gynted ag y gallwch.',
        'Mewngofnodwch i’w gwblhau a’i gyflwyno, neu cysylltwch â’ch rheoleiddiwr os na allwch wneud hynny.',
        'Mewngofnodi: {homeUrl}',
      ],
    },
    complianceReminderUndated: {
      subject: 'Mae eich rheoleiddiwr yn aros am adroddiad ESOS',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Nid yw {regulator} wedi cael "{taskName}" ar gyfer {accountName} ({organisationId}) eto.',
        'Cyflwynwch ef cyn gynted ag y gallwch.',
        'Mewngofnodwch i’w gwblhau a’i gyflwyno, neu cysylltwch â’ch rheoleiddiwr os na allwch wneud hynny.',
        'Mewngofnodi: {homeUrl}',
      ],
    },
    verifiedAccountInvitation: {
      subject: 'Gwneud cais am gyfrif eich sefydliad',
      paragraphs: [
        'Annwyl gyfranogwr ESOS,',
        'Mae eich rheoleiddiwr wedi dilysu eich sefydliad (rhif cofrestru’r cwmni {registrationNumber}) ar gyfer y Cynllun Cyfleoedd Arbed Ynni (ESOS).',
        'Defnyddiwch Rheoli eich adroddiadau ESOS i anfon eich hysbysiadau ESOS. I ddechrau, ewch i {homeUrl} a chreu manylion mewngofnodi gyda’r cyfeiriad e-bost hwn ({email}). Os oes gennych fanylion mewngofnodi ar gyfer y cyfeiriad hwn yn barod, mewngofnodwch gyda nhw.',
        'Yna dewiswch "Gwneud cais am gyfrif sefydliad newydd". Bydd rhif cofrestru eich cwmni yn cael ei lenwi ar eich rhan ac, oherwydd bod eich sefydliad wedi cael ei ddilysu, bydd eich cyfrif yn cael ei agor cyn gynted ag y byddwch yn cyflwyno’r cais.',
        'Os nad oeddech yn disgwyl yr e-bost hwn, nid oes angen i chi wneud dim.',
      ],
    },
    accountClosed: {
      subject: 'Mae cyfrif eich sefydliad wedi cael ei gau',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae eich rheoleiddiwr wedi cau’r cyfrif sefydliad ar gyfer {accountName} ({organisationId}).',
        'Y rheswm a roddwyd: {reason}',
        'Gallwch fewngofnodi o hyd i weld y cyfrif a’i hanes, ond ni ellir dechrau tasgau newydd arno.',
      ],
    },
    assignedTask: {
      subject: 'Mae tasg newydd wedi cael ei neilltuo i chi',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae’r dasg "{taskName}" ar gyfer {requestId} wedi cael ei neilltuo i chi.',
        'Mewngofnodwch i’w gweld: {taskUrl}',
      ],
    },
    accountCreated: {
      subject: 'Mae cyfrif eich sefydliad wedi cael ei greu',
      paragraphs: [
        'Annwyl {fullName},',
        'Mae’r cyfrif sefydliad ar gyfer {accountName} ({organisationId}) wedi cael ei greu. Chi yw ei ddefnyddiwr Uwch a’i brif gyswllt.',
        'Gallwch nawr fewngofnodi i ddechrau eich adroddiadau ac ychwanegu defnyddwyr eraill at y cyfrif.',
      ],
    },
    applicationApproved: {
      subject: 'Mae eich cais am gyfrif sefydliad wedi cael ei gymeradwyo',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae eich cais am gyfrif sefydliad ar gyfer {accountName} ({organisationId}) wedi cael ei gymeradwyo. Chi yw ei ddefnyddiwr Uwch a’i brif gyswllt.',
        'Gallwch nawr fewngofnodi i ddechrau eich adroddiadau ac ychwanegu defnyddwyr eraill at y cyfrif.',
      ],
    },
    applicationRejected: {
      subject: 'Mae eich cais am gyfrif sefydliad wedi cael ei wrthod',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae eich cais am gyfrif sefydliad ar gyfer {accountName} ({organisationId}) wedi cael ei wrthod.',
        'Y rheswm a roddwyd gan eich rheoleiddiwr: {reason}',
        'Os oes gennych gwestiynau am y penderfyniad hwn, cysylltwch â’ch rheoleiddiwr.',
      ],
    },
    signInThrottled: {
      subject: 'Mae rhywun yn ceisio mewngofnodi i’ch cyfrif',
      paragraphs: [
        'Mae rhywun wedi rhoi’r cyfrinair anghywir ar gyfer eich cyfrif Rheoli eich adroddiadau ESOS sawl gwaith.',
        'I ddiogelu eich cyfrif, rydym yn arafu ymdrechion pellach i fewngofnodi. Nid yw eich cyfrif wedi cael ei gloi a gallwch fewngofnodi gyda’ch cyfrinair o hyd, er efallai y gofynnir i chi aros ychydig funudau.',
        'Os mai chi oedd hyn a’ch bod wedi anghofio eich cyfrinair, ailosodwch ef yma: {resetUrl}',
        'Os nad chi oedd hyn, mae eich cyfrif yn dal i gael ei ddiogelu gan eich ap dilysu. Os ydych yn poeni, cysylltwch â {helpdesk}.',
      ],
    },
    operatorInviteeAccepted: {
      subject: 'Rydych wedi derbyn gwahoddiad',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Rydych wedi derbyn y gwahoddiad i ymuno â {accountName}. Bydd un o ddefnyddwyr Uwch y cyfrif yn rhoi eich cyfrif defnyddiwr ar waith; byddwn yn anfon e-bost atoch pan fydd wedi gwneud hynny.',
      ],
    },
    operatorInviterAccepted: {
      subject: 'Mae eich gwahoddiad wedi cael ei dderbyn',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae {inviteeName} wedi derbyn eich gwahoddiad i ymuno â {accountName}.',
        'Rhowch ei gyfrif defnyddiwr ar waith o dudalen defnyddwyr a chysylltiadau’r cyfrif: {usersUrl}',
      ],
    },
    operatorUserCreated: {
      subject: 'Mae eich cyfrif defnyddiwr wedi cael ei greu',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae eich cyfrif defnyddiwr ar gyfer Rheoli eich adroddiadau ESOS wedi cael ei greu.',
        'Mewngofnodwch i wneud cais am gyfrif sefydliad: {homeUrl}',
      ],
    },
    operatorUserActivated: {
      subject: 'Mae eich cyfrif defnyddiwr wedi cael ei roi ar waith',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae eich cyfrif defnyddiwr ar gyfer {accountName} wedi cael ei roi ar waith gyda’r rôl {roleName}.',
        'Mewngofnodwch i ddefnyddio’r gwasanaeth: {homeUrl}',
      ],
    },
    regulatorUserActivated: {
      subject: 'Mae eich cyfrif defnyddiwr wedi cael ei roi ar waith',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae eich cyfrif defnyddiwr rheoleiddiwr ar gyfer Rheoli eich adroddiadau ESOS wedi cael ei roi ar waith.',
        'Mewngofnodwch i’r gwasanaeth: {homeUrl}',
      ],
    },
    regulatorInviteeAccepted: {
      subject: 'Rydych wedi derbyn y gwahoddiad',
      paragraphs: [
        'Annwyl {inviteeName},',
        'Rydych wedi derbyn y gwahoddiad i Rheoli eich adroddiadau ESOS. Rhaid i weinyddwr rheoleiddiwr roi eich cyfrif ar waith cyn y gallwch ei ddefnyddio; byddwn yn anfon e-bost atoch pan fydd hynny wedi digwydd.',
      ],
    },
    regulatorInviterAccepted: {
      subject: 'Mae {inviteeName} wedi derbyn eich gwahoddiad',
      paragraphs: [
        'Annwyl {firstName} {lastName},',
        'Mae {inviteeName} wedi derbyn eich gwahoddiad i Rheoli eich adroddiadau ESOS. Mewngofnodwch i roi ei gyfrif ar waith: {homeUrl}',
      ],
    },
    change2Fa: {
      subject: 'Newid eich ap dilysu',
      paragraphs: [
        'Cawsom gais i dynnu’r ap dilysu oddi ar eich cyfrif Rheoli eich adroddiadau ESOS.',
        'I’w dynnu, defnyddiwch y ddolen hon o fewn {minutes} munud: {link}',
        'Yna byddwch yn gosod ap dilysu newydd y tro nesaf y byddwch yn mewngofnodi.',
        'Os na wnaethoch ofyn am hyn, gallwch anwybyddu’r e-bost hwn. Does dim wedi newid.',
      ],
    },
    resetPasswordRequest: {
      subject: 'Ailosod eich cyfrinair',
      paragraphs: [
        'Cawsom gais i ailosod y cyfrinair ar gyfer eich cyfrif Rheoli eich adroddiadau ESOS.',
        'I ddewis cyfrinair newydd, defnyddiwch y ddolen hon o fewn {minutes} munud: {link}',
        'Os na wnaethoch ofyn am gael ailosod eich cyfrinair, gallwch anwybyddu’r e-bost hwn. Nid yw eich cyfrinair wedi newid.',
      ],
    },
    resetPasswordConfirmation: {
      subject: 'Mae eich cyfrinair wedi cael ei newid',
      paragraphs: [
        'Mae’r cyfrinair ar gyfer eich cyfrif Rheoli eich adroddiadau ESOS wedi cael ei newid.',
        'Os na wnaethoch chi ei newid, cysylltwch â {helpdesk} ar unwaith.',
      ],
    },
    userAlreadyRegistered: {
      subject: 'Mae gennych gyfrif yn barod',
      paragraphs: [
        'Gofynnodd rhywun am greu cyfrif Rheoli eich adroddiadau ESOS gyda’r cyfeiriad e-bost hwn, ond mae gennych un yn barod.',
        'Mewngofnodwch yma: {signInUrl}',
        'Os ydych wedi anghofio eich cyfrinair, ailosodwch ef yma: {resetUrl}',
        'Os nad chi oedd hyn, gallwch anwybyddu’r e-bost hwn.',
      ],
    },
  },
};
