import { type Skill } from '~/content/company'

type Props = { skills: Skill[]; tone?: 'default' | 'inverse' }

/** Labelled progress bars (read out by screen readers with their values). */
export function ProgressBars({ skills, tone = 'default' }: Props) {
	const inverse = tone === 'inverse'
	return (
		<ul className="space-y-6">
			{skills.map((skill) => {
				const id = `skill-${skill.label.toLowerCase().replace(/\W+/g, '-')}`
				return (
					<li key={skill.label}>
						<div
							className={`flex justify-between text-sm font-semibold ${inverse ? 'text-white' : 'text-slate-900 dark:text-white'}`}
						>
							<span id={id}>{skill.label}</span>
							<span aria-hidden>{skill.percent}%</span>
						</div>
						<div
							role="progressbar"
							aria-labelledby={id}
							aria-valuenow={skill.percent}
							aria-valuemin={0}
							aria-valuemax={100}
							aria-valuetext={`${skill.percent}%`}
							className={`mt-2 h-2.5 overflow-hidden rounded-full ${inverse ? 'bg-white/20' : 'bg-slate-200 dark:bg-slate-800'}`}
						>
							<div
								className={`h-full rounded-full ${inverse ? 'bg-white' : 'bg-brand-600 dark:bg-brand-400'}`}
								style={{ width: `${skill.percent}%` }}
							/>
						</div>
					</li>
				)
			})}
		</ul>
	)
}
