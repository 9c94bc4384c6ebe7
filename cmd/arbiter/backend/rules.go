package backend

import (
	"encoding/json"
	"fmt"

	"github.com/arbiterconsole/arbiter/engine/clock"
	"github.com/arbiterconsole/arbiter/engine/laws"
	"github.com/arbiterconsole/arbiter/storage"
)

// ruleSet rebuilds an event's rule set and time control from its record.
func ruleSet(t storage.Tournament) (laws.RuleSet, clock.Control, error) {
	control, err := clock.ParsePGN(t.TimeControl) // stored as Control.String writes it
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, fmt.Errorf("time control: %w", err)
	}
	edition, err := laws.ParseEdition(t.Rules.Edition)
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, err
	}
	supervision, err := laws.ParseSupervision(t.Rules.Supervision)
	if err != nil {
		return laws.RuleSet{}, clock.Control{}, err
	}
	rules := laws.NewRuleSet(edition, control, supervision)
	if len(t.Rules.Regulations) > 0 {
		if err := json.Unmarshal(t.Rules.Regulations, &rules.Regulations); err != nil {
			return laws.RuleSet{}, clock.Control{}, fmt.Errorf("regulations: %w", err)
		}
	}
	if err := rules.Validate(); err != nil {
		return laws.RuleSet{}, clock.Control{}, err
	}
	return rules, control, nil
}

// record makes the storage form of a rule set.
func record(rules laws.RuleSet) (storage.RuleSet, error) {
	reg, err := json.Marshal(rules.Regulations)
	if err != nil {
		return storage.RuleSet{}, err
	}
	return storage.RuleSet{
		Edition:     rules.Edition.String(),
		GameType:    rules.Type.String(),
		Supervision: rules.Supervision.String(),
		Regulations: reg,
	}, nil
}
