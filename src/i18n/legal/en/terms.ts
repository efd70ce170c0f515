import type { LegalDocument } from '../legal-document';

const terms: LegalDocument = {
  title: 'Terms of Service',
  established: '18 February 2016',
  preamble:
    'These Terms of Service set out the conditions under which Eigo Learning Co., Ltd. ("we") provides the Eigo English-learning service to learners. Please read them before using the service.',
  articles: [
    {
      heading: 'Purpose and scope',
      paragraphs: [
        'These Terms govern every use of the service, including the web application, the iOS and Android applications and any related notices.',
        'Where an organisation has agreed separate conditions with us, those conditions prevail over these Terms to the extent that they differ.',
      ],
    },
    {
      heading: 'Definitions',
      paragraphs: [
        '"Organisation" means a school, cram school, company or other body that has contracted with us to let its members use the service.',
        '"Learner" means a person who uses the service with an account issued through an Organisation. "Learning data" means the records created while a Learner uses the service, such as answers, scores, trophies, recordings and usage history.',
      ],
    },
    {
      heading: 'Agreement to these Terms',
      paragraphs: [
        'By signing in to the service, a Learner agrees to these Terms. A Learner who does not agree must not use the service.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'Accounts are issued by Organisations. A Learner may hold several accounts (aliases) when belonging to several Organisations, and may switch between them.',
        'Individual users without an Organisation are served through our mobile applications and not through the web service.',
      ],
    },
    {
      heading: 'Login details',
      paragraphs: [
        'A Learner must keep their e-mail address and password secret and must not let anyone else use them.',
        "Anything done with a Learner's login details is treated as done by that Learner, unless the misuse was caused by our fault. A Learner who suspects misuse must change their password and inform their Organisation without delay.",
      ],
    },
    {
      heading: 'Use by minors',
      paragraphs: [
        'Learners under the age of 18 must use the service with the consent of a parent or guardian. When an Organisation provides the service to pupils, it is responsible for obtaining that consent.',
      ],
    },
    {
      heading: 'Content of the service',
      paragraphs: [
        'The service offers English courses, exercises (such as conversation, dictation, vocabulary, listening and pronunciation drills), assignments set by teachers, live classes and a learning history.',
        'We may add, improve or withdraw individual courses and functions to keep the service useful and up to date.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'Fees for the service are agreed between us and the Organisation. Learners pay no fees to us for using the service through an Organisation. Communication charges for using the internet are borne by the Learner.',
      ],
    },
    {
      heading: 'Learning data',
      paragraphs: [
        "Learning data is used to provide the service, to show the Learner their progress and to let the teachers and administrators of the Learner's Organisation support their learning.",
        'We may use Learning data in a form that cannot identify any person to improve our teaching materials and the service. Details are given in our Privacy Policy.',
      ],
    },
    {
      heading: 'Voice recordings',
      paragraphs: [
        "Speaking exercises record the Learner's voice in order to recognise and evaluate their speech. The service asks for permission before using the microphone.",
        'Recordings are handled as described in the Privacy Policy and are not used for any purpose unrelated to learning.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'All rights in the service, including texts, audio, images, software and design, belong to us or to our licensors.',
        'Learners may use the content only for their own learning within the service. Copying, recording, distributing or publishing the content without our permission is not allowed.',
      ],
    },
    {
      heading: 'Prohibited conduct',
      paragraphs: [
        "Learners must not: break the law or these Terms; use another person's account; disturb the operation of the service, for example by sending excessive requests or trying to access systems without authorisation; analyse or modify the software; post content that harms others or infringes their rights; or use the service for commercial purposes.",
      ],
    },
    {
      heading: 'Live classes',
      paragraphs: [
        'During a live class led by a teacher, the service may limit a Learner to the exercises the teacher has chosen until the class ends.',
        'A live class can be followed on one device at a time. Taking over a class on another device ends it on the previous device.',
      ],
    },
    {
      heading: 'Notifications',
      paragraphs: [
        "With the Learner's permission, the service sends notifications about assignments, live classes and important announcements. Permission can be withdrawn at any time in the device or browser settings.",
      ],
    },
    {
      heading: 'Suspension and interruption',
      paragraphs: [
        'We may suspend or interrupt all or part of the service without prior notice for maintenance, in case of failures of equipment or networks, natural disasters or other circumstances beyond our control.',
        'We announce planned maintenance in the service whenever possible.',
      ],
    },
    {
      heading: 'Changes and end of the service',
      paragraphs: [
        'We may change the service or end it. When we end the service, we inform Organisations reasonably in advance.',
      ],
    },
    {
      heading: 'Suspension of use and deletion of accounts',
      paragraphs: [
        'If a Learner breaks these Terms, we may, after consulting the Organisation where possible, suspend their use of the service or delete their account.',
        'Accounts are also deleted when the Organisation asks us to, for example when a Learner leaves the school or company.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'We work to keep the service accurate and available, but we do not guarantee that it is free of errors, that it suits a particular purpose, or that it leads to a particular test score or learning result.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'Where we are liable for damage caused to a Learner, our liability is limited to direct and ordinary damage, except in cases of our intent or gross negligence or where the law does not allow such a limitation.',
      ],
    },
    {
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may change these Terms when necessary. We announce changes in the service with their effective date. Continuing to use the service after that date means agreeing to the changed Terms.',
      ],
    },
    {
      heading: 'Notices and contact',
      paragraphs: [
        'We send notices through the service, by e-mail or through the Organisation. Questions about the service can be sent to the Organisation or to our support desk at support@eigo.example.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute concerning the service.',
      ],
    },
  ],
};

export default terms;
