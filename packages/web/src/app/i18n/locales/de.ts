import type { LoginTranslation } from './id.ts';

export const de: LoginTranslation = {
  login: {
    brandTagline: 'Cloud-Buchhaltung für indonesische Unternehmen',
    brandLead: 'Verkauf, Einkauf, Hauptbuch, Kasse und Bank, Lager, Anlagevermögen und Fertigung in einer Anwendung.',
    feature1: 'Finanzberichte in Echtzeit',
    feature2: 'Mehrere Unternehmen in einem Konto',
    feature3: 'Zugriffsrechte pro Benutzer und Vorgang',
    title: 'Anmelden',
    subtitle: 'Melden Sie sich bei Ihrem Lontar-Konto an',
    username: 'Benutzername oder E-Mail',
    usernamePlaceholder: 'Benutzername oder E-Mail',
    password: 'Passwort',
    remember: 'Angemeldet bleiben',
    forgot: 'Passwort vergessen?',
    submit: 'Anmelden',
    noAccount: 'Noch kein Konto?',
    register: 'Registrieren',
    language: 'Sprache',
    required: 'Bitte „{{field}}“ ausfüllen.',
    version: 'Version {{version}}',
    openingCompany: 'Nach der Anmeldung wird das Unternehmen {{name}} direkt geöffnet.',
  },
};
