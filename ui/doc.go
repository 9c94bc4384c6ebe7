// Package ui provides Arbiter Console's Fyne windows: the console with every
// board of a round, one window per board, ruling panels, the Laws browser,
// event set-up and settings.
//
// Widgets draw state and send commands; the rules live in engine/ and the
// records in storage/, which ui reaches only through the interfaces that
// cmd/arbiter wires in. Updates from other goroutines go through fyne.Do.
package ui
