package main

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateStandings = flag.Bool("update-standings", false, "rewrite testdata/standings/*.golden")

func TestStandingsGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
	}{
		{"open.golden", []string{"standings", "testdata/standings/open.trf"}},
		{"open-round2.golden", []string{"standings", "testdata/standings/open.trf", "--round", "2"}},
		{"penalties.golden", []string{"standings", "--tie-breaks", "BH-C1,SB", "testdata/standings/penalties.trf"}},
		{"open-all.golden", []string{"standings", "testdata/standings/open.trf", "--tie-breaks",
			"BH,BH-C1,BH-C2,BH-M1,FB,AOB,SB,SB-C1,DE,WIN,WON,BPG,BWG,GE,PS,PS-C1,ARO,APRO,TPR,PTP,APPO,KS"}},
		{"open.csv.golden", []string{"standings", "testdata/standings/open.trf", "--csv"}},
		{"open.html.golden", []string{"standings", "testdata/standings/open.trf", "--html", "--tie-breaks", "BH,SB"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			var out, errb strings.Builder
			if code := run(tt.args, &out, &errb); code != 0 {
				t.Fatalf("exit status %d: %s", code, errb.String())
			}
			name := filepath.Join("testdata", "standings", tt.golden)
			if *updateStandings {
				if err := os.WriteFile(name, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != string(want) {
				t.Errorf("output:\n%s\nwant (%s, -update-standings rewrites it):\n%s", out.String(), name, want)
			}
		})
	}
}

func TestStandingsJSON(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"standings", "testdata/standings/open.trf", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit status %d: %s", code, errb.String())
	}
	var report struct {
		Event     string   `json:"event"`
		Rounds    int      `json:"rounds"`
		TieBreaks []string `json:"tie_breaks"`
		Standings []struct {
			Rank      int                `json:"rank"`
			StartRank int                `json:"start_rank"`
			Name      string             `json:"name"`
			Points    float64            `json:"points"`
			TieBreaks map[string]float64 `json:"tie_breaks"`
		} `json:"standings"`
	}
	if err := json.Unmarshal([]byte(out.String()), &report); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out.String())
	}
	if report.Event != "Arbiter Console Test Open" || report.Rounds != 3 || len(report.Standings) != 5 ||
		strings.Join(report.TieBreaks, ",") != "BH,BH-C1,SB,WIN,DE" {
		t.Fatalf("report %+v", report)
	}
	top := report.Standings[0]
	if top.Rank != 1 || top.StartRank != 1 || top.Name != "Alder, Tom" || top.Points != 2.5 ||
		top.TieBreaks["BH"] != 4 || top.TieBreaks["SB"] != 3.25 {
		t.Errorf("first row %+v", top)
	}
}

func TestStandingsErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.trf")
	if err := os.WriteFile(bad, []byte("012 Open\n001    1 m    Alder, Tom                        26O0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"standings"}, 2, "want exactly one TRF file"},
		{[]string{"standings", "a.trf", "b.trf"}, 2, "want exactly one TRF file"},
		{[]string{"standings", "testdata/standings/open.trf", "--tie-breaks", "XYZ"}, 2, `tie-break "XYZ"`},
		{[]string{"standings", "testdata/standings/open.trf", "--round", "4"}, 2, "rounds 1 to 3"},
		{[]string{"standings", "--nope", "testdata/standings/open.trf"}, 2, "-nope"},
		{[]string{"standings", "testdata/standings/missing.trf"}, 1, "missing.trf"},
		{[]string{"standings", "testdata/standings/open.trf", "--csv", "--html"}, 2, "give one of"},
		{[]string{"standings", "testdata/standings/open.trf", "--rules", "2025"}, 2, "--rules: tie-break rules \"2025\""},
		{[]string{"standings", bad}, 1, `trf: line 2: rating "26O0" is not a number (cols 49-52)`},
	}
	for _, tt := range tests {
		var out, errb strings.Builder
		code := run(tt.args, &out, &errb)
		if code != tt.code || !strings.Contains(errb.String(), tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errb.String(), tt.code, tt.want)
		}
	}
}
