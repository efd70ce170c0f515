import type { LegalDocument } from '../legal-document';

const privacy: LegalDocument = {
  title: 'Privacy Policy',
  established: '18 February 2016',
  preamble:
    'Eigo Learning Co., Ltd. ("we") respects the privacy of everyone who learns with the Eigo service. This Privacy Policy explains which personal information we handle, why, and what choices learners have.',
  articles: [
    {
      heading: 'Basic policy',
      paragraphs: [
        'We comply with the Act on the Protection of Personal Information of Japan and related guidelines, and handle personal information only as far as needed to provide and improve the service.',
      ],
    },
    {
      heading: 'Scope',
      paragraphs: [
        'This policy applies to personal information handled in the Eigo web service and mobile applications. Organisations that provide the service to their members handle the information they hold under their own policies.',
      ],
    },
    {
      heading: 'Definitions',
      paragraphs: [
        '"Personal information" means information about a living individual that can identify them, such as a name or e-mail address, including information that can easily be combined with other information to do so.',
        '"Learning data" means records created while using the service, such as answers, scores, trophies, learned words, recordings and the times of use.',
      ],
    },
    {
      heading: 'Information we handle',
      paragraphs: [
        'Account information: name, e-mail address, the Organisation and groups a learner belongs to, and settings such as accent and playback speed.',
        'Learning data, voice recordings made in speaking exercises, and technical information such as the type of device and browser, app version, access times and error records.',
      ],
    },
    {
      heading: 'How we obtain information',
      paragraphs: [
        "We receive account information from the learner's Organisation when it creates accounts. Learning data and technical information are recorded while the service is used. We do not obtain personal information by deception or other improper means.",
      ],
    },
    {
      heading: 'Purposes of use',
      paragraphs: [
        'We use personal information to: sign learners in and manage accounts; provide courses, exercises, assignments and live classes; show learning history; send notifications a learner has allowed; answer enquiries; keep the service secure and investigate failures; and improve our teaching materials and the service.',
        "We do not use personal information for any other purpose without the learner's consent, unless the law allows it.",
      ],
    },
    {
      heading: 'Learning data and voice data',
      paragraphs: [
        'Voice recordings are used to recognise and evaluate speech. They are transferred in encrypted form and are not used to identify a person by their voice.',
        'Learning data used to improve the service is first processed so that no individual can be identified.',
      ],
    },
    {
      heading: "Sharing with the learner's Organisation",
      paragraphs: [
        "Teachers and administrators of the learner's Organisation can see the learner's account information and learning data so that they can set assignments, run live classes and support learning. They see only the members of their own Organisation.",
      ],
    },
    {
      heading: 'Disclosure to third parties',
      paragraphs: [
        "We do not disclose personal information to third parties except with the learner's consent, when required by law, when needed to protect someone's life, body or property and consent is hard to obtain, or when otherwise permitted by law.",
      ],
    },
    {
      heading: 'Service providers',
      paragraphs: [
        'We entrust parts of our work, such as hosting, speech recognition and sending notifications, to service providers. We choose providers that protect personal information properly, bind them by contract and supervise them.',
      ],
    },
    {
      heading: 'Transfers abroad',
      paragraphs: [
        'Some service providers store or process data outside Japan. In such cases we make sure, as required by law, that the provider maintains a level of protection equivalent to Japanese law, and we provide information about the country and its protection system on request.',
      ],
    },
    {
      heading: 'Security measures',
      paragraphs: [
        'We protect personal information against loss, leakage and unauthorised access with organisational, personnel, physical and technical measures, including encrypted communication, access control, logging and staff training.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        "We keep personal information while the account exists and as long as the Organisation's contract requires. When an account is deleted, we delete or anonymise its personal information within a reasonable period, except where the law requires us to keep it.",
      ],
    },
    {
      heading: 'Local storage and cookies',
      paragraphs: [
        "The service stores a few items in the browser's local storage, such as the sign-in token, the chosen language, the selected account and list preferences, so that the service works and remembers settings. Learners can delete them by signing out or by clearing the browser's data.",
      ],
    },
    {
      heading: 'Usage logs and analysis',
      paragraphs: [
        'We record how the service is used, for example which screens and exercises are opened and how long recognition takes, to find failures and improve the service. These records are analysed in a form that does not identify individuals.',
      ],
    },
    {
      heading: 'Notifications',
      paragraphs: [
        'When a learner allows notifications, we keep an identifier of their device or browser for sending them, together with the account it belongs to. Withdrawing the permission stops the notifications.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        "Many learners are children. When an Organisation provides the service to pupils, the Organisation obtains any consent of parents or guardians that the law requires. We handle children's information with particular care and do not show them advertising.",
      ],
    },
    {
      heading: 'Access, correction and deletion',
      paragraphs: [
        "Learners may ask us to disclose, correct, add to, delete or stop using their personal information. Requests are handled through the learner's Organisation or our support desk after confirming the requester's identity.",
      ],
    },
    {
      heading: 'Stopping use and disclosure',
      paragraphs: [
        'If personal information is used beyond the purposes stated here or was obtained improperly, we stop using or disclosing it without delay after confirming the facts.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may revise this policy when laws or the service change. Revisions are announced in the service together with their effective date.',
      ],
    },
    {
      heading: 'Person responsible',
      paragraphs: [
        'The person responsible for personal information at Eigo Learning Co., Ltd. is the Data Protection Officer, who supervises how personal information is handled across the company.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions and requests about personal information can be sent to the Privacy Desk, Eigo Learning Co., Ltd., at privacy@eigo.example.',
      ],
    },
  ],
};

export default privacy;
