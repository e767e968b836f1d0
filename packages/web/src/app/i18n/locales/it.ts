import type { LoginTranslation } from './id.ts';

export const it: LoginTranslation = {
  login: {
    brandTagline: 'Contabilità in cloud per le aziende indonesiane',
    brandLead: 'Vendite, acquisti, contabilità generale, cassa e banca, magazzino, cespiti e produzione in un’unica applicazione.',
    feature1: 'Report finanziari in tempo reale',
    feature2: 'Più aziende in un solo account',
    feature3: 'Permessi per utente e per operazione',
    title: 'Accedi',
    subtitle: 'Accedi al tuo account Lontar',
    username: 'Nome utente o e-mail',
    usernamePlaceholder: 'nome utente o e-mail',
    password: 'Password',
    remember: 'Ricordami',
    forgot: 'Password dimenticata?',
    submit: 'Accedi',
    noAccount: 'Non hai un account?',
    register: 'Registrati',
    language: 'Lingua',
    required: 'Il campo «{{field}}» è obbligatorio.',
    version: 'Versione {{version}}',
    openingCompany: 'Dopo l’accesso verrà aperta direttamente l’azienda {{name}}.',
  },
};
