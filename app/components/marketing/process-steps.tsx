import { processSteps } from '~/content/services'
import { Section } from './section-heading'

/** The four steps of a project, numbered. */
export function ProcessSteps() {
	return (
		<Section
			id="process-title"
			background="band"
			eyebrow="How it works"
			title="From the first call to the keys"
			align="center"
		>
			<ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{processSteps.map((step, index) => (
					<li
						key={step.title}
						className="relative rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
					>
						<span className="text-4xl font-extrabold text-brand-700 dark:text-brand-300" aria-hidden>
							{String(index + 1).padStart(2, '0')}
						</span>
						<h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">
							<span className="sr-only">Step {index + 1}: </span>
							{step.title}
						</h3>
						<p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
					</li>
				))}
			</ol>
		</Section>
	)
}
