// Command arbiterctl is the headless companion of Arbiter Console: perft,
// PGN checks, winnability, time controls, rulings replay and the Laws texts.
// It never links Fyne, so it runs on servers and in CI.
//
// Each subcommand lives in its own file and registers itself in init.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/arbiterconsole/arbiter/cmd/internal/dbaddr"
)

// command is one arbiterctl subcommand.
type command struct {
	name  string
	usage string // one line: arguments and flags
	run   func(args []string, stdout, stderr io.Writer) error
}

var commands = map[string]command{}

// register adds a subcommand; called from init in each command's file.
func register(c command) {
	if _, dup := commands[c.name]; dup {
		panic("arbiterctl: command registered twice: " + c.name)
	}
	commands[c.name] = c
}

// usageError marks an error caused by wrong arguments (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the process exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		printUsage(stdout)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "arbiterctl: unknown command %q\n", args[0])
		printUsage(stderr)
		return 2
	}
	// No message names a password, whatever printed it.
	stdout, stderr = redacting{stdout}, redacting{stderr}
	for _, a := range args[1:] {
		if err := dbaddr.Check(a); err != nil {
			fmt.Fprintf(stderr, "arbiterctl %s: %v\n", c.name, err)
			return 2
		}
	}
	if err := c.run(args[1:], stdout, stderr); err != nil {
		// Errors from a package named like the command already say so.
		msg := strings.TrimPrefix(err.Error(), c.name+": ")
		fmt.Fprintf(stderr, "arbiterctl %s: %s\n", c.name, msg)
		if _, isUsage := err.(usageError); isUsage {
			fmt.Fprintf(stderr, "usage: arbiterctl %s %s\n", c.name, c.usage)
			return 2
		}
		return 1
	}
	return 0
}

// redacting hides passwords in what it passes on.
type redacting struct{ w io.Writer }

func (r redacting) Write(p []byte) (int, error) {
	if dbaddr.Clean(p) {
		return r.w.Write(p)
	}
	if _, err := io.WriteString(r.w, dbaddr.Redact(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: arbiterctl COMMAND [ARGS]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].usage)
	}
	fmt.Fprintln(w, "\nSee docs/cli.md for every command in detail.")
}
