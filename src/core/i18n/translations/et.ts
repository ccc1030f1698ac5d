// The core's and the server's messages in Estonian (eesti) (core/i18n/core-messages.ts), following
// docs/i18n/glossary-et.md. Keys are the English messages, word for word.
import type { CoreTranslations } from '../core-message-list';
import { APP_TEXTS } from '../app-texts';
import * as ROUND_RULES from '../../rules/round';

export default {
  'Email is required': 'E-post on kohustuslik',
  'Password is required': 'Parool on kohustuslik',
  'Please enter a valid email address': 'Sisesta kehtiv e-posti aadress',
  'Password must be at least 6 characters long': 'Parool peab olema vähemalt 6 märki pikk',
  'Password must be at most 128 characters long': 'Parool võib olla kuni 128 märki pikk',
  'Passwords do not match': 'Paroolid ei ühti',
  'Please enter your email address to reset your password':
    'Parooli lähtestamiseks sisesta oma e-posti aadress',
  'Display name is required': 'Kuvatav nimi on kohustuslik',
  'Display name must be at most 60 characters': 'Kuvatav nimi võib olla kuni 60 märki',
  'Current password is required': 'Praegune parool on kohustuslik',
  'The new password must be different from the current one': 'Uus parool peab erinema praegusest',
  'Another account now uses this email address. Ask for a new link with another one.':
    'Seda e-posti aadressi kasutab nüüd teine konto. Küsi uus link mõne teise aadressiga.',
  'Invalid credentials': 'Vale e-post või parool',
  'Too many failed login attempts. Please try again later':
    'Liiga palju ebaõnnestunud sisselogimiskatseid. Proovi hiljem uuesti',
  'Network error. Please check your connection and try again':
    'Võrguviga. Kontrolli ühendust ja proovi uuesti',
  'Failed to login': 'Sisselogimine ebaõnnestus',
  'No account found with this email address': 'Selle e-posti aadressiga kontot ei leitud',
  'Invalid email address': 'Vigane e-posti aadress',
  'Failed to send password reset email': 'Parooli lähtestamise kirja saatmine ebaõnnestus',
  'Password reset email sent! Please check your inbox and follow the instructions to reset your password.':
    'Parooli lähtestamise kiri on saadetud! Vaata oma postkasti ja järgi parooli lähtestamise juhiseid.',
  'An account with this email already exists': 'Selle e-posti aadressiga konto on juba olemas',
  'Password is too weak. Please use a stronger password':
    'Parool on liiga nõrk. Kasuta tugevamat parooli',
  'Failed to create account': 'Konto loomine ebaõnnestus',
  'Profile updated successfully!': 'Profiil on uuendatud!',
  'Failed to update profile': 'Profiili uuendamine ebaõnnestus',
  'Current password is incorrect': 'Praegune parool on vale',
  'Password changed. Your other devices have been signed out.':
    'Parool on muudetud. Sinu teised seadmed on välja logitud.',
  'Failed to change password': 'Parooli muutmine ebaõnnestus',
  'Incorrect password': 'Vale parool',
  'Failed to delete account': 'Konto kustutamine ebaõnnestus',
  'Signed out everywhere else.': 'Kõikjal mujal välja logitud.',
  'Failed to sign out the other devices': 'Teiste seadmete väljalogimine ebaõnnestus',
  'This is already your email address': 'See on juba sinu e-posti aadress',
  'Failed to change email': 'E-posti aadressi muutmine ebaõnnestus',
  'Too many requests. Please try again later.': 'Liiga palju päringuid. Proovi hiljem uuesti.',
  'Sign-up is closed on this server.': 'Selles serveris on registreerumine suletud.',
  'Sign-up on this server is by invitation only. Ask its admin for an invite link.':
    'Selles serveris saab registreeruda ainult kutsega. Küsi kutselinki selle haldajalt.',
  'This invite link is not valid: it was used already or has expired.':
    'See kutselink ei kehti: seda on juba kasutatud või see on aegunud.',
  'This invite is for another email address.': 'See kutse on teisele e-posti aadressile.',
  'This account is disabled.': 'See konto on keelatud.',
  "You are this server's only admin. Make another account an admin first (npm run admin -- promote <email>), then delete this one.":
    'Sa oled selle serveri ainus haldaja. Tee kõigepealt mõni teine konto haldajaks (npm run admin -- promote <email>) ja kustuta siis see.',
  'This server signs in with single sign-on only: passwords are not used here.':
    'Sellesse serverisse logitakse sisse ainult ühekordse sisselogimisega: paroole siin ei kasutata.',
  'An account with this email address already exists, and the sign-on provider did not confirm that the address is yours. Log in with your password instead.':
    'Selle e-posti aadressiga konto on juba olemas ja sisselogimisteenus ei kinnitanud, et aadress on sinu. Logi selle asemel sisse oma parooliga.',
  'The sign-on provider did not give an email address, which Hyzer needs.':
    'Sisselogimisteenus ei andnud e-posti aadressi, mida Hyzer vajab.',
  'Single sign-on did not succeed. Please try again.':
    'Ühekordne sisselogimine ei õnnestunud. Proovi uuesti.',
  'Sign in through your sign-on provider’s page.': 'Logi sisse oma sisselogimisteenuse lehe kaudu.',
  'Sign in again to delete your account: for your safety this needs a sign-in from the last 10 minutes.':
    'Konto kustutamiseks logi uuesti sisse: sinu turvalisuse huvides peab sisselogimine olema viimase 10 minuti jooksul.',
  'Your email address comes from your sign-on provider: change it there. Hyzer keeps the address your account was made with.':
    'Sinu e-posti aadress tuleb sisselogimisteenusest: muuda seda seal. Hyzer jätab alles aadressi, millega konto loodi.',
  'Hello,': 'Tere!',
  'Reset your Hyzer password': 'Lähtesta oma Hyzeri parool',
  'Someone asked to reset the password of your Hyzer account.':
    'Keegi palus lähtestada sinu Hyzeri konto parooli.',
  'To choose a new password, open this link within one hour:':
    'Uue parooli valimiseks ava see link ühe tunni jooksul:',
  'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.':
    'Link töötab ühe korra. Kui sa seda ei palunud, jäta see kiri tähelepanuta; sinu parool jääb samaks.',
  'Confirm your new Hyzer e-mail address': 'Kinnita oma uus Hyzeri e-posti aadress',
  'Someone asked to use this address for a Hyzer account.':
    'Keegi palus kasutada seda aadressi Hyzeri kontol.',
  'To confirm, open this link within one hour:': 'Kinnitamiseks ava see link ühe tunni jooksul:',
  'The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.':
    'Aadress muutub alles siis, kui link avatakse. Kui sa seda ei palunud, jäta see kiri tähelepanuta.',
  'Your Hyzer e-mail address is being changed': 'Sinu Hyzeri e-posti aadressi muudetakse',
  'Someone asked to change the e-mail address of your Hyzer account to {email}.':
    'Keegi palus muuta sinu Hyzeri konto e-posti aadressiks {email}.',
  'It changes when the link sent to that address is opened.':
    'See muutub, kui sellele aadressile saadetud link avatakse.',
  'If this was not you, sign in and change your password: that signs every other device out.':
    'Kui see polnud sina, logi sisse ja muuda oma parooli: see logib kõik teised seadmed välja.',
  'Not found.': 'Ei leitud.',
  'Something went wrong. Please try again.': 'Midagi läks valesti. Proovi uuesti.',
  'The request body is not valid JSON.': 'Päringu sisu pole kehtiv JSON.',
  'The database is unavailable. Please try again shortly.':
    'Andmebaas pole kättesaadav. Proovi varsti uuesti.',
  'This password reset link is invalid or has expired. Please request a new one.':
    'See parooli lähtestamise link on vigane või aegunud. Palun küsi uus.',
  'Invalid email': 'Vigane e-post',
  'Request failed.': 'Päring ebaõnnestus.',
  "You're offline. Nothing was saved: try again when you're back online.":
    'Oled võrguühenduseta. Midagi ei salvestatud: proovi uuesti, kui oled taas võrgus.',
  'Your account and everything in it have been deleted. You have been signed out.':
    'Sinu konto ja kõik selles on kustutatud. Sind on välja logitud.',
  // Rounds: the UDisc import's report (core/rounds/udisc-messages.ts).
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.':
    'Fail on suurem kui 2 MB. Jaga see väiksemateks failideks ja impordi need ükshaaval.',
  'This is not a UDisc scorecard export: it needs the columns PlayerName, CourseName, LayoutName, StartDate (or Date) and Hole1':
    'See pole UDisci skoorikaardi eksport: vaja on veerge PlayerName, CourseName, LayoutName, StartDate (või Date) ja Hole1',
  'A player’s row must follow its round’s Par row':
    'Mängija rida peab tulema pärast oma ringi Par-rida',
  'The date must look like 2024-06-16 1322': 'Kuupäev peab olema kujul 2024-06-16 1322',
  'A round needs its course and layout names': 'Ringil peavad olema raja ja paigutuse nimed',
  'Each hole’s par must be a whole number from 2 to 9, with no gap before the last hole':
    'Iga korvi par peab olema täisarv vahemikus 2 kuni 9, ilma vaheta enne viimast korvi',
  'A layout has at most 36 holes': 'Paigutuses on kuni 36 korvi',
  'Each score must be empty or a whole number from 0 to 20':
    'Iga tulemus peab olema tühi või täisarv vahemikus 0 kuni 20',
  'This row has scores past its layout’s last hole':
    'Sellel real on tulemusi pärast paigutuse viimast korvi',
  'This row names another course or layout than its round’s Par row':
    'See rida nimetab teist rada või paigutust kui tema ringi Par-rida',
  'This round has no player rows': 'Sellel ringil pole mängijate ridu',
  'This player is on the round’s card twice': 'See mängija on ringi kaardil kaks korda',
  'Each row needs a PlayerName': 'Igal real peab olema PlayerName',
  'A course or layout name has at most 100 characters, a player’s at most 40':
    'Raja või paigutuse nimes on kuni 100 märki, mängija nimes kuni 40',
  'This row contains characters that are not allowed': 'Sellel real on märke, mis pole lubatud',
  // Disc Search, the archive, own discs and a shared bag: categories, stability, disc statuses
  'Distance Drivers': 'Distantsidraiverid',
  'Hybrid Drivers': 'Hübriiddraiverid',
  'Control Drivers': 'Fairway-draiverid',
  'Approach Discs': 'Lähenemiskettad',
  'Midrange Discs': 'Keskmaakettad',
  Putters: 'Putterid',
  Other: 'Muud',
  'Distance Driver': 'Distantsidraiver',
  'Hybrid Driver': 'Hübriiddraiver',
  'Control Driver': 'Fairway-draiver',
  Approach: 'Lähenemisketas',
  Midrange: 'Keskmaaketas',
  Putter: 'Putter',
  Unknown: 'Teadmata',
  'Very Understable': 'Väga alastabiilne',
  Understable: 'Alastabiilne',
  Stable: 'Stabiilne',
  Overstable: 'Ülestabiilne',
  'Very Overstable': 'Väga ülestabiilne',
  "Hyzer rates stability from turn + fade; the catalogue's source rates this disc by its own measure.":
    'Hyzer hindab stabiilsust turn + fade summa järgi; kataloogi allikas hindab seda ketast oma mõõdupuu järgi.',
  'In the bag': 'Kotis',
  Lost: 'Kadunud',
  Sold: 'Müüdud',
  'Given away': 'Ära antud',
  Retired: 'Kasutusest väljas',
  'Add another copy': 'Lisa veel üks eksemplar',
  'This link does not exist or was turned off': 'Seda linki pole olemas või see on välja lülitatud',
  // Rounds and courses: the rules' messages (core/rules/round.ts).
  [ROUND_RULES.TOO_MANY_COURSES]: 'Sul võib olla kuni 500 rada',
  [ROUND_RULES.TOO_MANY_LAYOUTS]: 'Sul võib olla kuni 2000 paigutust',
  [ROUND_RULES.TOO_MANY_ROUNDS]: 'Saad hoida kuni 10 000 ringi',
  [ROUND_RULES.COURSE_NOT_FOUND]: 'Rada ei leitud',
  [ROUND_RULES.LAYOUT_NOT_FOUND]: 'Paigutust ei leitud',
  [ROUND_RULES.ROUND_NOT_FOUND]: 'Ringi ei leitud',
  [ROUND_RULES.COURSE_NOT_YOURS]:
    'Rada saab muuta ainult selle loonud mängija. Kopeeri see, et see oleks sinu oma.',
  [ROUND_RULES.ID_INVALID]: 'ID peab olema UUID',
  [ROUND_RULES.HOLE_NUMBER_INVALID]: 'Sellel ringil pole sellist korvi',
  [ROUND_RULES.COURSE_NAME_REQUIRED]: 'Raja nimi on kohustuslik',
  [ROUND_RULES.LAYOUT_NAME_REQUIRED]: 'Paigutuse nimi on kohustuslik',
  [ROUND_RULES.HOLES_COUNT]: 'Paigutusel on 1 kuni 36 korvi',
  [ROUND_RULES.HOLE_LABEL_INVALID]: 'Korvil peab olema number või kuni 8-märgiline tähis',
  [ROUND_RULES.HOLE_LABELS_UNIQUE]: 'Paigutuse kahel korvil ei saa olla sama tähist',
  [ROUND_RULES.PAR_INVALID]: 'Par peab olema täisarv 2 kuni 9',
  [ROUND_RULES.LENGTH_INVALID]: 'Pikkus peab olema 1 kuni 3000 jalga',
  [ROUND_RULES.POSITION_INVALID]:
    'Asukohal peab olema laiuskraad (−90 kuni 90) ja pikkuskraad (−180 kuni 180)',
  [ROUND_RULES.TOO_MANY_GUESTS]: 'Kaardil oled sina ja kuni 5 külalist',
  [ROUND_RULES.GUEST_NAME_REQUIRED]: 'Igal külalisel peab olema nimi',
  [ROUND_RULES.STROKES_INVALID]: 'Viskeid peab olema täisarv 1 kuni 20',
  [ROUND_RULES.PENALTY_INVALID]: 'Karistusviskeid peab olema vähem kui viskeid',
  [ROUND_RULES.PUTTS_INVALID]:
    'Putte võib olla kõige rohkem nii palju kui viskeid, karistusi arvestamata',
  [ROUND_RULES.PLAYER_INVALID]: 'Tulemus nimetab kaardi mängija: 0 sina, 1 kuni 5 külalised',
  [ROUND_RULES.PLAYER_TWICE]: 'Mängijal saab korvil olla ainult üks tulemus',
  [ROUND_RULES.TOO_MANY_SHOTS]: 'Korvil saab kirjeldada kuni 20 viset',
  [ROUND_RULES.STARTED_AT_INVALID]: 'Algus peab olema kuupäev ja kellaaeg, mitte tulevikus',
  [ROUND_RULES.FINISHED_BEFORE_START]: 'Ring ei saa lõppeda enne, kui see algab',
  [ROUND_RULES.ROUND_CURSOR_INVALID]: 'Lehe kursor ei sobi: anna lehe viimase ringi algusaeg ja ID',
  // The web app manifest (core/i18n/app-texts.ts).
  [APP_TEXTS.name]: 'Hyzer — discgolfi kotihaldur',
  [APP_TEXTS.description]:
    'Halda oma discgolfi kotte, otsi kettaid ja vaata, kuidas su kott lendab.',
} satisfies CoreTranslations;
