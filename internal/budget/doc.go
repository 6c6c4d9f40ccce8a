// Package budget has no code: its test holds the generated code of the
// module to its size budgets (see budget_test.go).
package budget
