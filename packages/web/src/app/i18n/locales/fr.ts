import type { LoginTranslation } from './id.ts';

export const fr: LoginTranslation = {
  login: {
    brandTagline: 'La comptabilité en ligne des entreprises indonésiennes',
    brandLead: 'Ventes, achats, grand livre, trésorerie, stocks, immobilisations et production dans une seule application.',
    feature1: 'Rapports financiers en temps réel',
    feature2: 'Plusieurs sociétés dans un seul compte',
    feature3: 'Droits d’accès par utilisateur et par opération',
    title: 'Connexion',
    subtitle: 'Connectez-vous à votre compte Lontar',
    username: 'Nom d’utilisateur ou e-mail',
    usernamePlaceholder: 'utilisateur ou e-mail',
    password: 'Mot de passe',
    remember: 'Se souvenir de moi',
    forgot: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    noAccount: 'Pas encore de compte ?',
    register: 'S’inscrire',
    language: 'Langue',
    required: 'Le champ « {{field}} » est obligatoire.',
    version: 'Version {{version}}',
    openingCompany: 'Après la connexion, la société {{name}} s’ouvrira directement.',
  },
};
