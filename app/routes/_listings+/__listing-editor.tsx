import {
	getCollectionProps,
	getFormProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import { ErrorList, Field, inputProps } from '~/components/forms'
import { LocationFields, type LocationLookup } from '~/components/listing/location-fields'
import { useAreaUnit } from '~/components/use-area-unit'
import {
	IDEMPOTENCY_FIELD,
	listingDefaults,
	listingFormFieldsSchema,
	listingFormSchema,
	MAX_PHOTOS,
	PRICE_MAX,
	REGULAR_PRICE_MIN,
} from '~/schemas/listing'
import {
	AREA_UNIT_LABELS,
	FEATURE_LABELS,
	FEATURES,
	latestYearBuilt,
	MINIMUM_TERM_MAX,
	PROPERTY_TYPE_LABELS,
	PROPERTY_TYPES,
	YEAR_BUILT_MIN,
} from '~/utils/home-facts'
import { useHydrated } from '~/utils/use-hydrated'
import { PhotoPicker } from './__photo-picker'

export type ListingFormValues = {
	name?: string
	description?: string
	address?: string
	type?: 'sale' | 'rent'
	bedrooms?: number
	bathrooms?: number
	regularPrice?: number
	discountPrice?: number
	offer?: boolean
	parking?: boolean
	furnished?: boolean
	imageUrls?: string[]
	/** The photos' descriptions, in the order of imageUrls (empty where there is none). */
	imageAlts?: string[]
	latitude?: number | null
	longitude?: number | null
	locationApproximate?: boolean
	propertyType?: string | null
	floorArea?: number | null
	yearBuilt?: number | null
	features?: string[]
	deposit?: number | null
	availableFrom?: string | null
	minimumTermMonths?: number | null
}

type Props = {
	mode: 'create' | 'update'
	defaultValue?: ListingFormValues
	lastResult?: SubmissionResult<string[]>
	/** Create only: sent back with the form, so that submitting it twice creates one listing. */
	idempotencyKey?: string
	/** The answer to 'Find from the address' without JavaScript. */
	locationLookup?: LocationLookup
	mapStyleUrl: string
}

/**
 * The create and edit form. One multipart form that works without JavaScript
 * (Upload and Remove post it and it comes back with everything kept); with
 * JavaScript photos upload in place with progress and the discount field follows
 * the offer box.
 */
export function ListingEditor({ mode, defaultValue, lastResult, idempotencyKey, locationLookup, mapStyleUrl }: Props) {
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const { imageUrls = [], imageAlts = [], ...values } = defaultValue ?? {}
	const [form, fields] = useForm({
		id: 'listing-editor',
		lastResult,
		defaultValue: {
			...listingDefaults,
			...values,
			discountPrice: values.offer ? values.discountPrice : undefined,
			latitude: values.latitude ?? undefined,
			longitude: values.longitude ?? undefined,
			propertyType: values.propertyType ?? undefined,
			floorArea: values.floorArea ?? undefined,
			yearBuilt: values.yearBuilt ?? undefined,
			deposit: values.deposit ?? undefined,
			availableFrom: values.availableFrom ?? undefined,
			minimumTermMonths: values.minimumTermMonths ?? undefined,
			// One object per photo, so that its description moves with it.
			photos: imageUrls.map((url, index) => ({ url, alt: imageAlts[index] ?? '' })),
		},
		constraint: getZodConstraint(listingFormFieldsSchema),
		shouldValidate: 'onSubmit',
		// As every form (useSchemaForm): an error goes while the field is typed in, not when it is left,
		// so nothing moves under the pointer between the mousedown and the click of a button.
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: listingFormSchema }),
	})
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	const offer = fields.offer.value === 'on'
	const rent = fields.type.value === 'rent'
	const areaUnit = useAreaUnit()

	return (
		<Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-8 lg:grid-cols-2">
			{/* Enter in a text box saves, rather than pressing the first Remove button. */}
			<button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden>
				Save
			</button>
			{idempotencyKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} /> : null}
			<div className="flex flex-col gap-1">
				<Field
					label="Name"
					inputProps={{
						...inputProps(fields.name, { type: 'text' }),
						placeholder: 'Sunny two-bedroom flat by the park',
					}}
					errors={fields.name.errors}
				/>
				<TextareaField
					label="Description"
					textareaProps={getTextareaProps(fields.description)}
					errors={fields.description.errors}
				/>
				<Field
					label="Address"
					inputProps={{ ...inputProps(fields.address, { type: 'text' }), autoComplete: 'address-line1' }}
					errors={fields.address.errors}
				/>
				<LocationFields
					form={form}
					fields={fields}
					addressId={fields.address.id}
					lookup={locationLookup}
					mapStyleUrl={mapStyleUrl}
				/>
				<fieldset className="mb-4">
					<legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Listing details</legend>
					<div className="flex flex-wrap gap-x-6 gap-y-3">
						<Choice>
							<input
								{...inputProps(fields.type, { type: 'radio', value: 'sale' })}
								id={`${fields.type.id}-sale`}
								className="size-4 accent-brand-700"
							/>
							Sell
						</Choice>
						<Choice>
							<input
								{...inputProps(fields.type, { type: 'radio', value: 'rent' })}
								id={`${fields.type.id}-rent`}
								className="size-4 accent-brand-700"
							/>
							Rent
						</Choice>
						<Choice>
							<input {...inputProps(fields.parking, { type: 'checkbox' })} className="size-4 accent-brand-700" />
							Parking spot
						</Choice>
						<Choice>
							<input {...inputProps(fields.furnished, { type: 'checkbox' })} className="size-4 accent-brand-700" />
							Furnished
						</Choice>
						<Choice>
							<input {...inputProps(fields.offer, { type: 'checkbox' })} className="size-4 accent-brand-700" />
							Offer
						</Choice>
					</div>
					<ErrorList errors={fields.type.errors} />
				</fieldset>
				<div className="grid grid-cols-2 gap-4">
					<Field
						label="Beds"
						inputProps={inputProps(fields.bedrooms, { type: 'number' })}
						errors={fields.bedrooms.errors}
					/>
					<Field
						label="Baths"
						inputProps={inputProps(fields.bathrooms, { type: 'number' })}
						errors={fields.bathrooms.errors}
					/>
					<Field
						label={rent ? 'Regular price ($ / month)' : 'Regular price ($)'}
						inputProps={{
							...inputProps(fields.regularPrice, { type: 'number' }),
							min: REGULAR_PRICE_MIN,
							max: PRICE_MAX,
						}}
						errors={fields.regularPrice.errors}
					/>
					{/* Without JavaScript the field is always there and only counts with an offer. */}
					{offer || !hydrated ? (
						<Field
							label={rent ? 'Discounted price ($ / month)' : 'Discounted price ($)'}
							inputProps={{
								...inputProps(fields.discountPrice, { type: 'number' }),
								min: 0,
								max: PRICE_MAX,
								required: offer,
							}}
							errors={fields.discountPrice.errors}
							hint={hydrated ? undefined : 'Only used when Offer is ticked.'}
						/>
					) : null}
				</div>
				<fieldset className="mb-4">
					<legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">About the home</legend>
					<div className="grid grid-cols-2 gap-4">
						<div>
							<label
								htmlFor={fields.propertyType.id}
								className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
							>
								Property type
							</label>
							<select
								{...getSelectProps(fields.propertyType)}
								aria-invalid={fields.propertyType.errors ? true : undefined}
								aria-describedby={fields.propertyType.errors ? `${fields.propertyType.id}-error` : undefined}
								className="input"
							>
								<option value="">Choose…</option>
								{PROPERTY_TYPES.map((type) => (
									<option key={type} value={type}>
										{PROPERTY_TYPE_LABELS[type]}
									</option>
								))}
							</select>
							<div className="mt-1 min-h-5">
								<ErrorList id={`${fields.propertyType.id}-error`} errors={fields.propertyType.errors} />
							</div>
						</div>
						<Field
							label={`Floor area (${AREA_UNIT_LABELS[areaUnit]})`}
							inputProps={{ ...inputProps(fields.floorArea, { type: 'number' }), min: 1 }}
							errors={fields.floorArea.errors}
						/>
						<Field
							label="Year built"
							inputProps={{
								...inputProps(fields.yearBuilt, { type: 'number' }),
								min: YEAR_BUILT_MIN,
								max: latestYearBuilt(),
							}}
							errors={fields.yearBuilt.errors}
						/>
					</div>
				</fieldset>
				<fieldset className="mb-4">
					<legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Features</legend>
					<div className="grid grid-cols-2 gap-x-6 gap-y-2">
						{getCollectionProps(fields.features, {
							type: 'checkbox',
							options: [...FEATURES],
						}).map(({ key, ...props }) => (
							<Choice key={key}>
								<input {...props} className="size-4 accent-brand-700" />
								{FEATURE_LABELS[props.value as (typeof FEATURES)[number]]}
							</Choice>
						))}
					</div>
					<ErrorList errors={fields.features.errors} />
				</fieldset>
				{/* Without JavaScript the terms are always there and only count for a rent. */}
				{rent || !hydrated ? (
					<fieldset className="mb-4">
						<legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
							Rental terms{hydrated ? null : ' (only used for a rent)'}
						</legend>
						<div className="grid grid-cols-2 gap-4">
							<Field
								label="Deposit ($)"
								inputProps={{ ...inputProps(fields.deposit, { type: 'number' }), min: 0, max: PRICE_MAX }}
								errors={fields.deposit.errors}
							/>
							<Field
								label="Available from"
								inputProps={inputProps(fields.availableFrom, { type: 'date' })}
								errors={fields.availableFrom.errors}
							/>
							<Field
								label="Minimum term (months)"
								inputProps={{
									...inputProps(fields.minimumTermMonths, { type: 'number' }),
									min: 1,
									max: MINIMUM_TERM_MAX,
								}}
								errors={fields.minimumTermMonths.errors}
							/>
						</div>
					</fieldset>
				) : null}
			</div>
			<div className="flex flex-col gap-4">
				<PhotoPicker
					form={form}
					field={fields.photos}
					listingName={fields.name.value ?? ''}
					uploadErrors={form.allErrors.images}
					maxPhotos={MAX_PHOTOS}
				/>
				<button
					type="submit"
					name="intent"
					value="save"
					className="btn-primary w-full py-3 text-base"
					disabled={saving}
				>
					{saving
						? mode === 'create'
							? 'Creating...'
							: 'Updating...'
						: mode === 'create'
							? 'Create listing'
							: 'Update listing'}
				</button>
				<div role="alert">
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			</div>
		</Form>
	)
}

function Choice({ children }: { children: ReactNode }) {
	return <label className="flex items-center gap-2 text-slate-800 dark:text-slate-200">{children}</label>
}

function TextareaField({
	label,
	textareaProps,
	errors,
}: {
	label: string
	textareaProps: ReturnType<typeof getTextareaProps>
	errors?: string[]
}) {
	const errorId = errors?.length ? `${textareaProps.id}-error` : undefined
	return (
		<div>
			<label htmlFor={textareaProps.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
				{label}
			</label>
			<textarea {...textareaProps} rows={5} aria-describedby={errorId} className="input" />
			<div className="mt-1 min-h-5">
				<ErrorList id={errorId} errors={errors} />
			</div>
		</div>
	)
}
