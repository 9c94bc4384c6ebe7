// Package deptest keeps every arrow of the module's import graph pointing
// down the house: engine at the bottom; locales and assets beside it;
// storage (the contract, its two stores and what reads through it) on
// the engine; the UI contract ui/view on the engine; the UI on ui/view;
// and the binaries under cmd/ on top. It has no code: its test lists
// every package with `go list` and fails on an arrow that runs up or
// sideways, as Tailscale's tstest/deptest does.
package deptest
