import { processSteps } from '~/content/services'
import { SectionHeading } from './section-heading'

/** The four steps of a project, numbered. */
export function ProcessSteps() {
	return (
		<section aria-labelledby="process-title" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60">
			<div className="container-page">
				<SectionHeading
					id="process-title"
					eyebrow="How it works"
					title="From the first call to the keys"
					align="center"
				/>
				<ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
					{processSteps.map((step, index) => (
						<li key={step.title} className="relative card p-6">
							<span className="text-4xl font-extrabold text-brand-700 dark:text-brand-300" aria-hidden>
								{String(index + 1).padStart(2, '0')}
							</span>
							<h3 className="mt-2 text-lg font-semibold text-strong">
								<span className="sr-only">Step {index + 1}: </span>
								{step.title}
							</h3>
							<p className="mt-2 text-sm text-muted">{step.text}</p>
						</li>
					))}
				</ol>
			</div>
		</section>
	)
}
