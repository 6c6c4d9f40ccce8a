// Package adopt holds the tests of what the README tells someone who adopts
// the module: running the generator from their own module, on the worked
// example of testdata/generator, and "make run" without warnings. It has
// no code.
package adopt
