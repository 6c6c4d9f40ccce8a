package semver

import "fmt"

func ExampleValid() {
	for _, v := range []string{"1.2.3", "1.2.3-rc.1", "01.2.3", "1.2"} {
		fmt.Println(v, Valid(v))
	}
	// Output:
	// 1.2.3 true
	// 1.2.3-rc.1 true
	// 01.2.3 false
	// 1.2 false
}
