// The core's and the server's messages in Swedish (svenska) (core/i18n/core-messages.ts), following
// docs/i18n/glossary-sv.md. Keys are the English messages, word for word.
import type { CoreTranslations } from '../core-message-list';
import { APP_TEXTS } from '../app-texts';
import * as ROUND_RULES from '../../rules/round';

export default {
  'Email is required': 'E-post krävs',
  'Password is required': 'Lösenord krävs',
  'Please enter a valid email address': 'Ange en giltig e-postadress',
  'Password must be at least 6 characters long': 'Lösenordet måste vara minst 6 tecken långt',
  'Password must be at most 128 characters long': 'Lösenordet får vara högst 128 tecken långt',
  'Passwords do not match': 'Lösenorden matchar inte',
  'Please enter your email address to reset your password':
    'Ange din e-postadress för att återställa lösenordet',
  'Display name is required': 'Visningsnamn krävs',
  'Display name must be at most 60 characters': 'Visningsnamnet får vara högst 60 tecken',
  'Current password is required': 'Nuvarande lösenord krävs',
  'The new password must be different from the current one':
    'Det nya lösenordet måste skilja sig från det nuvarande',
  'Another account now uses this email address. Ask for a new link with another one.':
    'Ett annat konto använder nu den här e-postadressen. Begär en ny länk med en annan adress.',
  'Invalid credentials': 'Felaktiga inloggningsuppgifter',
  'Too many failed login attempts. Please try again later':
    'För många misslyckade inloggningsförsök. Försök igen senare',
  'Network error. Please check your connection and try again':
    'Nätverksfel. Kontrollera din anslutning och försök igen',
  'Failed to login': 'Inloggningen misslyckades',
  'No account found with this email address': 'Inget konto hittades med den här e-postadressen',
  'Invalid email address': 'Ogiltig e-postadress',
  'Failed to send password reset email':
    'Det gick inte att skicka e-post för återställning av lösenord',
  'Password reset email sent! Please check your inbox and follow the instructions to reset your password.':
    'E-post för återställning av lösenord skickat! Titta i din inkorg och följ instruktionerna för att återställa lösenordet.',
  'An account with this email already exists':
    'Det finns redan ett konto med den här e-postadressen',
  'Password is too weak. Please use a stronger password':
    'Lösenordet är för svagt. Använd ett starkare lösenord',
  'Failed to create account': 'Det gick inte att skapa kontot',
  'Profile updated successfully!': 'Profilen har uppdaterats!',
  'Failed to update profile': 'Det gick inte att uppdatera profilen',
  'Current password is incorrect': 'Nuvarande lösenord är fel',
  'Password changed. Your other devices have been signed out.':
    'Lösenordet är ändrat. Dina andra enheter har loggats ut.',
  'Failed to change password': 'Det gick inte att byta lösenord',
  'Incorrect password': 'Fel lösenord',
  'Failed to delete account': 'Det gick inte att radera kontot',
  'Signed out everywhere else.': 'Utloggad överallt annars.',
  'Failed to sign out the other devices': 'Det gick inte att logga ut de andra enheterna',
  'This is already your email address': 'Det här är redan din e-postadress',
  'Failed to change email': 'Det gick inte att byta e-postadress',
  'Too many requests. Please try again later.': 'För många förfrågningar. Försök igen senare.',
  'Sign-up is closed on this server.': 'Registreringen är stängd på den här servern.',
  'Sign-up on this server is by invitation only. Ask its admin for an invite link.':
    'Registrering på den här servern sker bara via inbjudan. Be dess administratör om en inbjudningslänk.',
  'This invite link is not valid: it was used already or has expired.':
    'Den här inbjudningslänken är inte giltig: den har redan använts eller har gått ut.',
  'This invite is for another email address.': 'Den här inbjudan gäller en annan e-postadress.',
  'This account is disabled.': 'Det här kontot är inaktiverat.',
  "You are this server's only admin. Make another account an admin first (npm run admin -- promote <email>), then delete this one.":
    'Du är den här serverns enda administratör. Gör först ett annat konto till administratör (npm run admin -- promote <email>) och radera sedan det här.',
  'This server signs in with single sign-on only: passwords are not used here.':
    'Den här servern loggar bara in med single sign-on: lösenord används inte här.',
  'An account with this email address already exists, and the sign-on provider did not confirm that the address is yours. Log in with your password instead.':
    'Det finns redan ett konto med den här e-postadressen, och inloggningstjänsten bekräftade inte att adressen är din. Logga in med ditt lösenord i stället.',
  'The sign-on provider did not give an email address, which Hyzer needs.':
    'Inloggningstjänsten gav ingen e-postadress, och Hyzer behöver en.',
  'Single sign-on did not succeed. Please try again.': 'Single sign-on lyckades inte. Försök igen.',
  'Sign in through your sign-on provider’s page.': 'Logga in via din inloggningstjänsts sida.',
  'Sign in again to delete your account: for your safety this needs a sign-in from the last 10 minutes.':
    'Logga in igen för att radera ditt konto: för din säkerhet krävs en inloggning från de senaste 10 minuterna.',
  'Your email address comes from your sign-on provider: change it there. Hyzer keeps the address your account was made with.':
    'Din e-postadress kommer från din inloggningstjänst: ändra den där. Hyzer behåller adressen som ditt konto skapades med.',
  'Hello,': 'Hej,',
  'Reset your Hyzer password': 'Återställ ditt lösenord för Hyzer',
  'Someone asked to reset the password of your Hyzer account.':
    'Någon har bett om att återställa lösenordet för ditt Hyzer-konto.',
  'To choose a new password, open this link within one hour:':
    'Öppna den här länken inom en timme för att välja ett nytt lösenord:',
  'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.':
    'Länken fungerar en gång. Om du inte bad om detta kan du strunta i det här mejlet; ditt lösenord förblir detsamma.',
  'Confirm your new Hyzer e-mail address': 'Bekräfta din nya e-postadress för Hyzer',
  'Someone asked to use this address for a Hyzer account.':
    'Någon har bett om att använda den här adressen för ett Hyzer-konto.',
  'To confirm, open this link within one hour:':
    'Öppna den här länken inom en timme för att bekräfta:',
  'The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.':
    'Adressen ändras först när länken öppnas. Om du inte bad om detta kan du strunta i det här mejlet.',
  'Your Hyzer e-mail address is being changed': 'Din e-postadress för Hyzer håller på att ändras',
  'Someone asked to change the e-mail address of your Hyzer account to {email}.':
    'Någon har bett om att ändra e-postadressen för ditt Hyzer-konto till {email}.',
  'It changes when the link sent to that address is opened.':
    'Den ändras när länken som skickats till den adressen öppnas.',
  'If this was not you, sign in and change your password: that signs every other device out.':
    'Om det inte var du, logga in och byt lösenord: då loggas alla andra enheter ut.',
  'Not found.': 'Hittades inte.',
  'Something went wrong. Please try again.': 'Något gick fel. Försök igen.',
  'The request body is not valid JSON.': 'Begärans innehåll är inte giltig JSON.',
  'The database is unavailable. Please try again shortly.':
    'Databasen är inte tillgänglig. Försök igen om en stund.',
  'This password reset link is invalid or has expired. Please request a new one.':
    'Den här länken för att återställa lösenordet är ogiltig eller har gått ut. Begär en ny.',
  'Invalid email': 'Ogiltig e-post',
  'Request failed.': 'Begäran misslyckades.',
  "You're offline. Nothing was saved: try again when you're back online.":
    'Du är offline. Inget sparades: försök igen när du är online igen.',
  'Your account and everything in it have been deleted. You have been signed out.':
    'Ditt konto och allt i det har raderats. Du har loggats ut.',
  // Rounds: the UDisc import's report (core/rounds/udisc-messages.ts).
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.':
    'Filen är större än 2 MB. Dela upp den i mindre filer och importera dem en i taget.',
  'This is not a UDisc scorecard export: it needs the columns PlayerName, CourseName, LayoutName, StartDate (or Date) and Hole1':
    'Det här är ingen scorekortsexport från UDisc: den behöver kolumnerna PlayerName, CourseName, LayoutName, StartDate (eller Date) och Hole1',
  'A player’s row must follow its round’s Par row':
    'En spelares rad måste komma efter rundans Par-rad',
  'The date must look like 2024-06-16 1322': 'Datumet måste se ut som 2024-06-16 1322',
  'A round needs its course and layout names': 'En runda behöver namnen på bana och layout',
  'Each hole’s par must be a whole number from 2 to 9, with no gap before the last hole':
    'Varje håls par måste vara ett heltal från 2 till 9, utan lucka före sista hålet',
  'A layout has at most 36 holes': 'En layout har högst 36 hål',
  'Each score must be empty or a whole number from 0 to 20':
    'Varje resultat måste vara tomt eller ett heltal från 0 till 20',
  'This row has scores past its layout’s last hole':
    'Den här raden har resultat efter layoutens sista hål',
  'This row names another course or layout than its round’s Par row':
    'Den här raden anger en annan bana eller layout än rundans Par-rad',
  'This round has no player rows': 'Den här rundan har inga spelarrader',
  'This player is on the round’s card twice': 'Den här spelaren står två gånger på rundans kort',
  'Each row needs a PlayerName': 'Varje rad behöver ett PlayerName',
  'A course or layout name has at most 100 characters, a player’s at most 40':
    'En banas eller layouts namn har högst 100 tecken, en spelares högst 40',
  'This row contains characters that are not allowed':
    'Den här raden innehåller tecken som inte är tillåtna',
  // Disc Search, the archive, own discs and a shared bag: categories, stability, disc statuses
  'Distance Drivers': 'Distance drivers',
  'Hybrid Drivers': 'Hybriddrivers',
  'Control Drivers': 'Fairwaydrivers',
  'Approach Discs': 'Approachdiscar',
  'Midrange Discs': 'Midrangar',
  Putters: 'Puttrar',
  Other: 'Övrigt',
  'Distance Driver': 'Distance driver',
  'Hybrid Driver': 'Hybriddriver',
  'Control Driver': 'Fairwaydriver',
  Approach: 'Approachdisc',
  Midrange: 'Midrange',
  Putter: 'Putter',
  Unknown: 'Okänd',
  'Very Understable': 'Mycket understabil',
  Understable: 'Understabil',
  Stable: 'Stabil',
  Overstable: 'Överstabil',
  'Very Overstable': 'Mycket överstabil',
  "Hyzer rates stability from turn + fade; the catalogue's source rates this disc by its own measure.":
    'Hyzer bedömer stabiliteten utifrån turn + fade; katalogens källa bedömer den här discen med sitt eget mått.',
  'In the bag': 'I bagen',
  Lost: 'Förlorad',
  Sold: 'Såld',
  'Given away': 'Bortskänkt',
  Retired: 'Pensionerad',
  'Add another copy': 'Lägg till ett exemplar till',
  'This link does not exist or was turned off': 'Länken finns inte eller har stängts av',
  // Rounds and courses: the rules' messages (core/rules/round.ts).
  [ROUND_RULES.TOO_MANY_COURSES]: 'Du kan ha högst 500 banor',
  [ROUND_RULES.TOO_MANY_LAYOUTS]: 'Du kan ha högst 2 000 layouter',
  [ROUND_RULES.TOO_MANY_ROUNDS]: 'Du kan spara högst 10 000 rundor',
  [ROUND_RULES.COURSE_NOT_FOUND]: 'Banan hittades inte',
  [ROUND_RULES.LAYOUT_NOT_FOUND]: 'Layouten hittades inte',
  [ROUND_RULES.ROUND_NOT_FOUND]: 'Rundan hittades inte',
  [ROUND_RULES.COURSE_NOT_YOURS]:
    'Bara spelaren som skapade banan kan ändra den. Kopiera den för att göra den till din.',
  [ROUND_RULES.ID_INVALID]: 'Ett id måste vara ett UUID',
  [ROUND_RULES.HOLE_NUMBER_INVALID]: 'Det finns inget sådant hål i den här rundan',
  [ROUND_RULES.COURSE_NAME_REQUIRED]: 'Banans namn krävs',
  [ROUND_RULES.LAYOUT_NAME_REQUIRED]: 'Layoutens namn krävs',
  [ROUND_RULES.HOLES_COUNT]: 'En layout har från 1 till 36 hål',
  [ROUND_RULES.HOLE_LABEL_INVALID]:
    'Ett hål behöver ett nummer eller en beteckning på högst 8 tecken',
  [ROUND_RULES.HOLE_LABELS_UNIQUE]: 'Två hål i en layout kan inte ha samma beteckning',
  [ROUND_RULES.PAR_INVALID]: 'Par måste vara ett heltal från 2 till 9',
  [ROUND_RULES.LENGTH_INVALID]: 'Längden måste vara ett antal fot från 1 till 3 000',
  [ROUND_RULES.POSITION_INVALID]:
    'En position behöver en latitud (−90 till 90) och en longitud (−180 till 180)',
  [ROUND_RULES.TOO_MANY_GUESTS]: 'Ett scorekort rymmer dig och högst 5 gäster',
  [ROUND_RULES.GUEST_NAME_REQUIRED]: 'Varje gäst behöver ett namn',
  [ROUND_RULES.STROKES_INVALID]: 'Kasten måste vara ett heltal från 1 till 20',
  [ROUND_RULES.PENALTY_INVALID]: 'Straffkasten måste vara färre än kasten',
  [ROUND_RULES.PUTTS_INVALID]: 'Puttarna får vara högst lika många som kasten, straff oräknade',
  [ROUND_RULES.PLAYER_INVALID]:
    'Resultat anger en spelare på kortet: 0 för dig, 1 till 5 för gästerna',
  [ROUND_RULES.PLAYER_TWICE]: 'En spelare kan bara ha ett resultat per hål',
  [ROUND_RULES.TOO_MANY_SHOTS]: 'Ett hål kan beskriva högst 20 kast',
  [ROUND_RULES.STARTED_AT_INVALID]: 'Starten måste vara ett datum och en tid, inte i framtiden',
  [ROUND_RULES.FINISHED_BEFORE_START]: 'En runda kan inte sluta innan den börjar',
  [ROUND_RULES.ROUND_CURSOR_INVALID]:
    'Sidmarkören är ogiltig: ange starttid och id för sidans sista runda',
  // The web app manifest (core/i18n/app-texts.ts).
  [APP_TEXTS.name]: 'Hyzer — bagplanerare för discgolf',
  [APP_TEXTS.description]: 'Hantera dina discgolfbagar, sök discar och se hur din bag flyger.',
} satisfies CoreTranslations;
