// The core's and the server's messages in German (Deutsch) (core/i18n/core-messages.ts), following
// docs/i18n/glossary-de.md. Keys are the English messages, word for word.
import type { CoreTranslations } from '../core-message-list';
import { APP_TEXTS } from '../app-texts';
import * as ROUND_RULES from '../../rules/round';

export default {
  'Email is required': 'E-Mail ist erforderlich',
  'Password is required': 'Passwort ist erforderlich',
  'Please enter a valid email address': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'Password must be at least 6 characters long': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'Password must be at most 128 characters long':
    'Das Passwort darf höchstens 128 Zeichen lang sein',
  'Passwords do not match': 'Die Passwörter stimmen nicht überein',
  'Please enter your email address to reset your password':
    'Bitte gib deine E-Mail-Adresse ein, um dein Passwort zurückzusetzen',
  'Display name is required': 'Anzeigename ist erforderlich',
  'Display name must be at most 60 characters':
    'Der Anzeigename darf höchstens 60 Zeichen lang sein',
  'Current password is required': 'Aktuelles Passwort ist erforderlich',
  'The new password must be different from the current one':
    'Das neue Passwort muss sich vom aktuellen unterscheiden',
  'Another account now uses this email address. Ask for a new link with another one.':
    'Ein anderes Konto nutzt jetzt diese E-Mail-Adresse. Fordere einen neuen Link mit einer anderen an.',
  'Invalid credentials': 'Ungültige Anmeldedaten',
  'Too many failed login attempts. Please try again later':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es später noch einmal',
  'Network error. Please check your connection and try again':
    'Netzwerkfehler. Bitte prüfe deine Verbindung und versuche es noch einmal',
  'Failed to login': 'Anmeldung fehlgeschlagen',
  'No account found with this email address': 'Kein Konto mit dieser E-Mail-Adresse gefunden',
  'Invalid email address': 'Ungültige E-Mail-Adresse',
  'Failed to send password reset email':
    'Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden',
  'Password reset email sent! Please check your inbox and follow the instructions to reset your password.':
    'E-Mail zum Zurücksetzen des Passworts gesendet! Bitte sieh in deinem Posteingang nach und folge der Anleitung, um dein Passwort zurückzusetzen.',
  'An account with this email already exists': 'Ein Konto mit dieser E-Mail-Adresse gibt es schon',
  'Password is too weak. Please use a stronger password':
    'Das Passwort ist zu schwach. Bitte nimm ein stärkeres Passwort',
  'Failed to create account': 'Das Konto konnte nicht erstellt werden',
  'Profile updated successfully!': 'Profil erfolgreich aktualisiert!',
  'Failed to update profile': 'Das Profil konnte nicht aktualisiert werden',
  'Current password is incorrect': 'Das aktuelle Passwort ist falsch',
  'Password changed. Your other devices have been signed out.':
    'Passwort geändert. Deine anderen Geräte wurden abgemeldet.',
  'Failed to change password': 'Das Passwort konnte nicht geändert werden',
  'Incorrect password': 'Falsches Passwort',
  'Failed to delete account': 'Das Konto konnte nicht gelöscht werden',
  'Signed out everywhere else.': 'Überall sonst abgemeldet.',
  'Failed to sign out the other devices': 'Die anderen Geräte konnten nicht abgemeldet werden',
  'This is already your email address': 'Das ist schon deine E-Mail-Adresse',
  'Failed to change email': 'Die E-Mail-Adresse konnte nicht geändert werden',
  'Too many requests. Please try again later.':
    'Zu viele Anfragen. Bitte versuche es später noch einmal.',
  'Sign-up is closed on this server.': 'Die Registrierung ist auf diesem Server geschlossen.',
  'Sign-up on this server is by invitation only. Ask its admin for an invite link.':
    'Auf diesem Server ist die Registrierung nur mit Einladung möglich. Bitte den Admin um einen Einladungslink.',
  'This invite link is not valid: it was used already or has expired.':
    'Dieser Einladungslink ist ungültig: Er wurde schon benutzt oder ist abgelaufen.',
  'This invite is for another email address.':
    'Diese Einladung gilt für eine andere E-Mail-Adresse.',
  'This account is disabled.': 'Dieses Konto ist deaktiviert.',
  "You are this server's only admin. Make another account an admin first (npm run admin -- promote <email>), then delete this one.":
    'Du bist der einzige Admin dieses Servers. Mach zuerst ein anderes Konto zum Admin (npm run admin -- promote <email>) und lösche dann dieses.',
  'This server signs in with single sign-on only: passwords are not used here.':
    'Auf diesem Server meldest du dich nur per Single Sign-on an: Passwörter werden hier nicht verwendet.',
  'An account with this email address already exists, and the sign-on provider did not confirm that the address is yours. Log in with your password instead.':
    'Ein Konto mit dieser E-Mail-Adresse gibt es schon, und der Anmeldedienst hat nicht bestätigt, dass die Adresse dir gehört. Melde dich stattdessen mit deinem Passwort an.',
  'The sign-on provider did not give an email address, which Hyzer needs.':
    'Der Anmeldedienst hat keine E-Mail-Adresse übermittelt, die Hyzer braucht.',
  'Single sign-on did not succeed. Please try again.':
    'Die Anmeldung per Single Sign-on hat nicht geklappt. Bitte versuche es noch einmal.',
  'Sign in through your sign-on provider’s page.':
    'Melde dich über die Seite deines Anmeldedienstes an.',
  'Sign in again to delete your account: for your safety this needs a sign-in from the last 10 minutes.':
    'Melde dich erneut an, um dein Konto zu löschen: Zu deiner Sicherheit braucht es dafür eine Anmeldung aus den letzten 10 Minuten.',
  'Your email address comes from your sign-on provider: change it there. Hyzer keeps the address your account was made with.':
    'Deine E-Mail-Adresse kommt von deinem Anmeldedienst: Ändere sie dort. Hyzer behält die Adresse, mit der dein Konto erstellt wurde.',
  'Hello,': 'Hallo,',
  'Reset your Hyzer password': 'Setze dein Hyzer-Passwort zurück',
  'Someone asked to reset the password of your Hyzer account.':
    'Jemand hat darum gebeten, das Passwort deines Hyzer-Kontos zurückzusetzen.',
  'To choose a new password, open this link within one hour:':
    'Um ein neues Passwort zu wählen, öffne diesen Link innerhalb einer Stunde:',
  'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.':
    'Der Link funktioniert einmal. Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt, wie es ist.',
  'Confirm your new Hyzer e-mail address': 'Bestätige deine neue E-Mail-Adresse für Hyzer',
  'Someone asked to use this address for a Hyzer account.':
    'Jemand möchte diese Adresse für ein Hyzer-Konto verwenden.',
  'To confirm, open this link within one hour:':
    'Zum Bestätigen öffne diesen Link innerhalb einer Stunde:',
  'The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.':
    'Die Adresse ändert sich erst, wenn der Link geöffnet wird. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
  'Your Hyzer e-mail address is being changed': 'Deine E-Mail-Adresse für Hyzer wird geändert',
  'Someone asked to change the e-mail address of your Hyzer account to {email}.':
    'Jemand möchte die E-Mail-Adresse deines Hyzer-Kontos in {email} ändern.',
  'It changes when the link sent to that address is opened.':
    'Sie ändert sich, sobald der an diese Adresse gesendete Link geöffnet wird.',
  'If this was not you, sign in and change your password: that signs every other device out.':
    'Wenn du das nicht warst, melde dich an und ändere dein Passwort: Damit werden alle anderen Geräte abgemeldet.',
  'Not found.': 'Nicht gefunden.',
  'Something went wrong. Please try again.':
    'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
  'The request body is not valid JSON.': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'The database is unavailable. Please try again shortly.':
    'Die Datenbank ist nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'This password reset link is invalid or has expired. Please request a new one.':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  'Invalid email': 'Ungültige E-Mail',
  'Request failed.': 'Anfrage fehlgeschlagen.',
  "You're offline. Nothing was saved: try again when you're back online.":
    'Du bist offline. Nichts wurde gespeichert: Versuche es noch einmal, wenn du wieder online bist.',
  'Your account and everything in it have been deleted. You have been signed out.':
    'Dein Konto und alles darin wurden gelöscht. Du wurdest abgemeldet.',
  // Rounds: the UDisc import's report (core/rounds/udisc-messages.ts).
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.':
    'Die Datei ist größer als 2 MB. Teil sie in kleinere Dateien auf und importiere sie einzeln.',
  'This is not a UDisc scorecard export: it needs the columns PlayerName, CourseName, LayoutName, StartDate (or Date) and Hole1':
    'Das ist kein Scorekarten-Export aus UDisc: Er braucht die Spalten PlayerName, CourseName, LayoutName, StartDate (oder Date) und Hole1',
  'A player’s row must follow its round’s Par row':
    'Die Zeile eines Spielers muss auf die Par-Zeile seiner Runde folgen',
  'The date must look like 2024-06-16 1322': 'Das Datum muss wie 2024-06-16 1322 aussehen',
  'A round needs its course and layout names':
    'Eine Runde braucht die Namen von Parcours und Layout',
  'Each hole’s par must be a whole number from 2 to 9, with no gap before the last hole':
    'Das Par jeder Bahn muss eine ganze Zahl von 2 bis 9 sein, ohne Lücke vor der letzten Bahn',
  'A layout has at most 36 holes': 'Ein Layout hat höchstens 36 Bahnen',
  'Each score must be empty or a whole number from 0 to 20':
    'Jedes Ergebnis muss leer oder eine ganze Zahl von 0 bis 20 sein',
  'This row has scores past its layout’s last hole':
    'Diese Zeile hat Ergebnisse nach der letzten Bahn des Layouts',
  'This row names another course or layout than its round’s Par row':
    'Diese Zeile nennt einen anderen Parcours oder ein anderes Layout als die Par-Zeile ihrer Runde',
  'This round has no player rows': 'Diese Runde hat keine Spielerzeilen',
  'This player is on the round’s card twice':
    'Dieser Spieler steht zweimal auf der Karte der Runde',
  'Each row needs a PlayerName': 'Jede Zeile braucht einen PlayerName',
  'A course or layout name has at most 100 characters, a player’s at most 40':
    'Der Name eines Parcours oder Layouts hat höchstens 100 Zeichen, der eines Spielers höchstens 40',
  'This row contains characters that are not allowed':
    'Diese Zeile enthält Zeichen, die nicht erlaubt sind',
  // Disc Search, the archive, own discs and a shared bag: categories, stability, disc statuses
  'Distance Drivers': 'Distance-Driver',
  'Hybrid Drivers': 'Hybrid-Driver',
  'Control Drivers': 'Fairway-Driver',
  'Approach Discs': 'Approach-Discs',
  'Midrange Discs': 'Midrange-Discs',
  Putters: 'Putter',
  Other: 'Sonstige',
  'Distance Driver': 'Distance-Driver',
  'Hybrid Driver': 'Hybrid-Driver',
  'Control Driver': 'Fairway-Driver',
  Approach: 'Approach-Disc',
  Midrange: 'Midrange',
  Putter: 'Putter',
  Unknown: 'Unbekannt',
  'Very Understable': 'Sehr unterstabil',
  Understable: 'Unterstabil',
  Stable: 'Stabil',
  Overstable: 'Überstabil',
  'Very Overstable': 'Sehr überstabil',
  "Hyzer rates stability from turn + fade; the catalogue's source rates this disc by its own measure.":
    'Hyzer bewertet die Stabilität nach Turn + Fade; die Quelle des Katalogs bewertet diese Disc nach eigenem Maßstab.',
  'In the bag': 'In der Bag',
  Lost: 'Verloren',
  Sold: 'Verkauft',
  'Given away': 'Verschenkt',
  Retired: 'Ausgemustert',
  'Add another copy': 'Weiteres Exemplar hinzufügen',
  'This link does not exist or was turned off':
    'Diesen Link gibt es nicht oder er wurde abgeschaltet',
  // Rounds and courses: the rules' messages (core/rules/round.ts).
  [ROUND_RULES.TOO_MANY_COURSES]: 'Du kannst höchstens 500 Parcours haben',
  [ROUND_RULES.TOO_MANY_LAYOUTS]: 'Du kannst höchstens 2.000 Layouts haben',
  [ROUND_RULES.TOO_MANY_ROUNDS]: 'Du kannst höchstens 10.000 Runden behalten',
  [ROUND_RULES.COURSE_NOT_FOUND]: 'Parcours nicht gefunden',
  [ROUND_RULES.LAYOUT_NOT_FOUND]: 'Layout nicht gefunden',
  [ROUND_RULES.ROUND_NOT_FOUND]: 'Runde nicht gefunden',
  [ROUND_RULES.COURSE_NOT_YOURS]:
    'Nur wer diesen Parcours angelegt hat, kann ihn ändern. Kopiere ihn, um ihn zu deinem zu machen.',
  [ROUND_RULES.ID_INVALID]: 'Eine ID muss eine UUID sein',
  [ROUND_RULES.HOLE_NUMBER_INVALID]: 'Diese Runde hat keine solche Bahn',
  [ROUND_RULES.COURSE_NAME_REQUIRED]: 'Der Name des Parcours ist erforderlich',
  [ROUND_RULES.LAYOUT_NAME_REQUIRED]: 'Der Name des Layouts ist erforderlich',
  [ROUND_RULES.HOLES_COUNT]: 'Ein Layout hat 1 bis 36 Bahnen',
  [ROUND_RULES.HOLE_LABEL_INVALID]:
    'Eine Bahn braucht eine Nummer oder Bezeichnung mit höchstens 8 Zeichen',
  [ROUND_RULES.HOLE_LABELS_UNIQUE]:
    'Zwei Bahnen eines Layouts können nicht dieselbe Bezeichnung haben',
  [ROUND_RULES.PAR_INVALID]: 'Par muss eine ganze Zahl von 2 bis 9 sein',
  [ROUND_RULES.LENGTH_INVALID]: 'Die Länge muss eine Zahl von 1 bis 3.000 Fuß sein',
  [ROUND_RULES.POSITION_INVALID]:
    'Eine Position braucht einen Breitengrad (−90 bis 90) und einen Längengrad (−180 bis 180)',
  [ROUND_RULES.TOO_MANY_GUESTS]: 'Eine Scorekarte fasst dich und höchstens 5 Gäste',
  [ROUND_RULES.GUEST_NAME_REQUIRED]: 'Jeder Gast braucht einen Namen',
  [ROUND_RULES.STROKES_INVALID]: 'Würfe müssen eine ganze Zahl von 1 bis 20 sein',
  [ROUND_RULES.PENALTY_INVALID]: 'Strafwürfe müssen weniger als die Würfe sein',
  [ROUND_RULES.PUTTS_INVALID]: 'Putts dürfen höchstens so viele sein wie die Würfe ohne Strafwürfe',
  [ROUND_RULES.PLAYER_INVALID]:
    'Ergebnisse nennen einen Spieler der Karte: 0 für dich, 1 bis 5 für die Gäste',
  [ROUND_RULES.PLAYER_TWICE]: 'Ein Spieler kann auf einer Bahn nur ein Ergebnis haben',
  [ROUND_RULES.TOO_MANY_SHOTS]: 'Eine Bahn kann höchstens 20 Würfe beschreiben',
  [ROUND_RULES.STARTED_AT_INVALID]:
    'Der Start muss ein Datum mit Uhrzeit sein, nicht in der Zukunft',
  [ROUND_RULES.FINISHED_BEFORE_START]: 'Eine Runde kann nicht vor ihrem Start enden',
  [ROUND_RULES.ROUND_CURSOR_INVALID]:
    'Der Seitenzeiger ist ungültig: gib Startzeit und ID der letzten Runde einer Seite an',
  // The web app manifest (core/i18n/app-texts.ts).
  [APP_TEXTS.name]: 'Hyzer — Bag-Manager für Discgolf',
  [APP_TEXTS.description]:
    'Verwalte deine Discgolf-Bags, suche Discs und sieh, wie deine Bag fliegt.',
} satisfies CoreTranslations;
