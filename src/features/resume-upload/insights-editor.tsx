import { TextField } from '@/components/form-field'
import { yearsText } from '@/domain/diagnostic'
import { readYears, type InsightsForm } from './insights-form'
import { ItemListEditor } from './item-list-editor'

interface InsightsEditorProps {
  form: InsightsForm
  onChange: (form: InsightsForm) => void
}

/** What the parser found, as fields the user can correct before it shapes the roadmap. */
export function InsightsEditor({ form, onChange }: InsightsEditorProps) {
  const years = readYears(form.years)
  const set = (changes: Partial<InsightsForm>) => onChange({ ...form, ...changes })
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Current role"
          value={form.currentRole}
          placeholder="e.g. Sales Development Representative"
          onChange={(event) => set({ currentRole: event.target.value })}
        />
        <TextField
          label="Years of experience in total"
          hint={
            // The sales-relevant figure is read from the jobs' titles: shown, not typed.
            form.salesYears === null
              ? 'Every job counts, sales or not.'
              : `Every job counts. Sales-relevant (sales, account or revenue titles): ${yearsText(form.salesYears)}.`
          }
          type="number"
          inputMode="decimal"
          min={0}
          max={60}
          step={0.5}
          value={form.years}
          error={years.ok ? undefined : years.error}
          onChange={(event) => set({ years: event.target.value })}
        />
      </div>
      <ItemListEditor
        title="Skills"
        noun="skill"
        addLabel="Add a skill"
        layout="chips"
        items={form.skills}
        emptyText="No sales skills or tools found. Add the ones you use."
        onChange={(skills) => set({ skills })}
      />
      <ItemListEditor
        title="Achievements"
        noun="achievement"
        addLabel="Add an achievement"
        layout="list"
        items={form.achievements}
        emptyText="No measurable achievements found. Add one with a number, like '120% of quota'."
        onChange={(achievements) => set({ achievements })}
      />
    </div>
  )
}
