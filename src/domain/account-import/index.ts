export {
  describeImportProblem,
  firstImportProblem,
  importRefusalMessage,
  type ImportedProgress,
  type ImportProblem,
  type ImportTable,
} from './import-rules'
