package laws

import (
	"slices"
	"testing"

	"github.com/arbiterconsole/arbiter/engine/laws/concordance"
	"github.com/arbiterconsole/arbiter/locales"
)

// Every article the engine cites exists, in that edition, in at least one
// language of the Laws texts the console shows (11.9): the ruling panel
// never cites an article the player cannot be shown.
func TestEveryCitedArticleExistsInItsEdition(t *testing.T) {
	for _, e := range Editions {
		for _, p := range allProvisions() {
			for _, id := range cite(e, p) {
				if !citedArticleExists(e, id) {
					t.Errorf("provision %d: %s edition has no article %q in any language", p, e, id)
				}
			}
		}
	}
}

func citedArticleExists(e Edition, id string) bool {
	if e == Edition2023 {
		// Shown through the 2018 text, always with a note.
		_, err := locales.Article(locales.Edition2023, "en", id)
		return err == nil
	}
	for _, lang := range locales.Languages() {
		if a, err := locales.Article(e.String(), lang, id); err == nil && a.Fallback == "" {
			return true
		}
	}
	return false
}

// Every id the engine can cite under 2023 is a 2023 provision: new in
// 2023, or the concordance's image of a 2018 provision.
func TestEvery2023CitationIsInTheConcordance(t *testing.T) {
	ids2018, err := coverageIDs(Edition2018)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range allProvisions() {
		for _, id := range cite(Edition2023, p) {
			if slices.Contains(concordance.New2023(), id) || p == pResignNoMate {
				continue
			}
			was, ok := concordance.From2023(id)
			back, kept := concordance.To2023(was)
			if !ok || !kept || back != id || !ids2018[was] {
				t.Errorf("provision %d: 2023 %s comes from 2018 %q (a 2018 provision: %v), which maps back to %q", p, id, was, ids2018[was], back)
			}
		}
	}
}

// The concordance maps the 343 provisions of 2018 one to one onto 2023
// numbers, drops only B.2, makes only the four castling items unnumbered
// items of 3.8.2.1 and 3.8.2.2, and inverts.
func TestConcordance2018To2023IsOneToOne(t *testing.T) {
	ids2018, err := coverageIDs(Edition2018)
	if err != nil {
		t.Fatal(err)
	}
	item := map[string]string{}
	for _, parent := range []string{"3.8.2.1", "3.8.2.2"} {
		for _, r := range concordance.Items(parent) {
			item[r.Was2018] = parent
		}
	}
	if len(item) != 4 {
		t.Errorf("castling items %v, want the four of 3.8.2.1 and 3.8.2.2", item)
	}
	seen := map[string]string{}
	for was := range ids2018 {
		id, kept := concordance.To2023(was)
		switch {
		case !kept:
			if was != "B.2" {
				t.Errorf("2018 %s dropped", was)
			}
			continue
		case item[was] != "":
			if id != item[was] {
				t.Errorf("2018 %s is in 2023 %s, want an item of %s", was, id, item[was])
			}
			continue
		}
		if other, dup := seen[id]; dup {
			t.Errorf("2018 %s and %s both become 2023 %s", was, other, id)
		}
		seen[id] = was
		if back, ok := concordance.From2023(id); !ok || back != was {
			t.Errorf("2023 %s maps back to %q, want 2018 %s", id, back, was)
		}
	}
	for _, r := range concordance.Rows() {
		if r.Was2018 != "" && !ids2018[r.Was2018] && !r.Prefix {
			t.Errorf("row %s -> %s: 2018 has no %s", r.Was2018, r.Is2023, r.Was2018)
		}
	}
}

// The numbers 2023 gave the provisions the engine cites, as the 2023
// text has them.
func TestArticle_9_2_Citations2023(t *testing.T) {
	for p, want := range map[provision]string{
		pThreefold: "9.2", pThreefoldIntended: "9.2.1", pThreefoldAppeared: "9.2.2",
		pSameEnPassant: "9.2.3.1", pSameCastling: "9.2.3.2", pPawnEnPassant: "3.7.3.2",
		pClaimOffer: "9.1.2.3", pFiftyIntended: "9.3.1", pFiftyCompleted: "9.3.2",
		pScoresheetRequest: "A.4.3", pScoresheetRequestBlitz: "B.2.3", pRapidPenalty: "A.3",
		pCastlingAfterSetup: "A.5.1.2", pIllegalRapid: "A.5.2", pFlagClaim: "A.5.3",
		pIllegalPosition: "A.5.4", pFlagArbiter: "A.5.5", pBlitzRapidLaws: "B.3",
		pElectronicScoresheet: "8.1.1.2", pResignNoMate: "5.1.2", pFivefold: "9.6.1",
		pCastlingKingMoved: "3.8.2.1", pCastlingRookMoved: "3.8.2.1", pCastlingAttacked: "3.8.2.2", pCastlingBlocked: "3.8.2.2",
	} {
		if got := cite(Edition2023, p); !slices.Equal(got, []string{want}) {
			t.Errorf("provision %d cites %v under 2023, want %s", p, got, want)
		}
	}
	if got := cite(Edition2023, pBlitzPenalty); len(got) != 0 {
		t.Errorf("2018 B.2 cited under 2023 as %v: 2023 has no such provision", got)
	}
}
