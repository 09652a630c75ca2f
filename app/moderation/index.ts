/*
 * The text detectors of the automatic moderation holds (decision 030), what the rest of the app may use
 * of them: contact details that take a conversation off the site, and messages that ask for money
 * outside it, each read as people disguise them. The holds, reports and decisions that act on what they
 * find are the services' work (services/trust-and-safety.server.ts); the reasons' codes and words are
 * utils/moderation.ts, shared with the database schema and the forms.
 *
 * And the answer of a report form (of a listing or of a conversation), which a route gives the service
 * that makes the report.
 *
 * Inside: signals.ts (both detectors, the views of a text they read, and their word lists),
 * report-form.server.ts (a report form's action).
 */
export { answerReportForm, type ReportFormErrors } from './report-form.server'
export { asksForMoney, type ContactDetail, findContactDetails } from './signals'
