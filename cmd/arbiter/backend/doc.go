// Package backend runs an event for the console: it turns the arbiter's
// commands into engine events, asks engine/laws for the rulings, stores the
// events before it acknowledges them, and keeps every game's state as the
// fold of its stored events. It implements view.Backend.
//
// Decisions are the engine's; records are storage's. This package only
// connects them and translates between their values and the UI's views.
package backend
