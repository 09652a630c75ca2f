/*
 * The site's mails (what the rest of the app may use of them): a function per kind of mail, each
 * returning its subject, plain text and HTML in one layout, with absolute links from PUBLIC_URL.
 * Sending them is a service's work (services/mail.server.ts: SMTP or the outbox, through the job queue).
 *
 * Inside: templates.server.ts (every mail and the layout they share).
 */
export {
	accountDeletedMail,
	alertConfirmationMail,
	confirmAccountChangeMail,
	emailChangedMail,
	emailVerificationMail,
	googleSignInAddedMail,
	listingApprovedMail,
	listingEditedMail,
	listingHeldMail,
	listingReminderMail,
	listingRemovedMail,
	type Mail,
	type MailCard,
	moderationQueueMail,
	newMessageMail,
	passwordChangedMail,
	passwordResetMail,
	reportsDismissedMail,
	savedHomeChangeMail,
	searchAlertMail,
	siteUrl,
	viewingBookedMail,
	viewingCancelledMail,
	viewingReminderMail,
} from './templates.server'
