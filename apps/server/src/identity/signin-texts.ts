import { locales, type Locale } from '@dermadesk/contracts';

const texts = {
  en: {
    title: 'Sign in to Dermadesk',
    subtitle: 'Clinical imaging and assistants for dermatology',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The email or password is incorrect.',
    locked: 'Too many failed attempts. Try again in a few minutes.',
    rateLimited: 'Too many sign-in attempts from this network. Wait a minute and try again.',
    expired: 'This sign-in page has expired. Go back to the app and start again.',
    signOutTitle: 'Signing you out…',
    signOutButton: 'Sign out',
    signedOut: 'You are signed out.',
    backToApp: 'Back to Dermadesk',
    error: 'Sign-in could not be completed.',
  },
  fr: {
    title: 'Connexion à Dermadesk',
    subtitle: 'Imagerie clinique et assistants pour la dermatologie',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    invalid: "L'e-mail ou le mot de passe est incorrect.",
    locked: 'Trop de tentatives échouées. Réessayez dans quelques minutes.',
    rateLimited:
      'Trop de tentatives de connexion depuis ce réseau. Patientez une minute puis réessayez.',
    expired: "Cette page de connexion a expiré. Revenez à l'application et recommencez.",
    signOutTitle: 'Déconnexion en cours…',
    signOutButton: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
    backToApp: 'Retour à Dermadesk',
    error: "La connexion n'a pas pu aboutir.",
  },
  vi: {
    title: 'Đăng nhập Dermadesk',
    subtitle: 'Hình ảnh lâm sàng và trợ lý cho da liễu',
    email: 'Email',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    invalid: 'Email hoặc mật khẩu không đúng.',
    locked: 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau vài phút.',
    rateLimited: 'Có quá nhiều lần đăng nhập từ mạng này. Vui lòng đợi một phút rồi thử lại.',
    expired: 'Trang đăng nhập này đã hết hạn. Hãy quay lại ứng dụng và bắt đầu lại.',
    signOutTitle: 'Đang đăng xuất…',
    signOutButton: 'Đăng xuất',
    signedOut: 'Bạn đã đăng xuất.',
    backToApp: 'Quay lại Dermadesk',
    error: 'Không thể hoàn tất đăng nhập.',
  },
  pt: {
    title: 'Entrar no Dermadesk',
    subtitle: 'Imagem clínica e assistentes para dermatologia',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    invalid: 'O e-mail ou a senha estão incorretos.',
    locked: 'Muitas tentativas falhadas. Tente novamente dentro de alguns minutos.',
    rateLimited:
      'Muitas tentativas de entrada a partir desta rede. Aguarde um minuto e tente novamente.',
    expired: 'Esta página de entrada expirou. Volte à aplicação e comece de novo.',
    signOutTitle: 'A terminar a sessão…',
    signOutButton: 'Sair',
    signedOut: 'Sessão terminada.',
    backToApp: 'Voltar ao Dermadesk',
    error: 'Não foi possível concluir a entrada.',
  },
  es: {
    title: 'Iniciar sesión en Dermadesk',
    subtitle: 'Imagen clínica y asistentes para dermatología',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    locked: 'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
    rateLimited:
      'Demasiados intentos de inicio de sesión desde esta red. Espere un minuto y vuelva a intentarlo.',
    expired:
      'Esta página de inicio de sesión ha caducado. Vuelva a la aplicación y empiece de nuevo.',
    signOutTitle: 'Cerrando sesión…',
    signOutButton: 'Cerrar sesión',
    signedOut: 'Ha cerrado la sesión.',
    backToApp: 'Volver a Dermadesk',
    error: 'No se pudo completar el inicio de sesión.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type SignInTexts = (typeof texts)['en'];
export const signInLocales = locales;

export function signInTexts(locale: Locale): SignInTexts {
  return texts[locale];
}

/**
 * The page language: an explicit choice (`?lang=` or the OIDC `ui_locales`), otherwise the
 * browser's Accept-Language, otherwise English.
 */
export function pickLocale(...candidates: (string | undefined)[]): Locale {
  for (const candidate of candidates) {
    for (const tag of (candidate ?? '').split(/[\s,]+/)) {
      const base = tag.split(/[-_;]/)[0]?.toLowerCase();
      const match = locales.find((l) => l === base);
      if (match) return match;
    }
  }
  return 'en';
}
