#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

struct Employee {
    std::string department;
    std::string name;
    int salary;
    std::size_t nameLength() const { return name.size(); }
};

void print(const std::vector<Employee>& staff) {
    for (const auto& e : staff) std::cout << "  " << e.department << " | " << e.name << " | " << e.salary << '\n';
}

int main() {
    std::vector<Employee> staff = {
        {"eng", "Grace", 120}, {"ops", "Linus", 95}, {"eng", "Ada", 120},
        {"eng", "Barbara", 140}, {"ops", "Ken", 95}, {"hr", "Dennis", 80},
    };

    std::ranges::sort(staff, orderBy(&Employee::department, desc(&Employee::salary), &Employee::name));
    std::cout << "by department, salary high to low, then name:\n";
    print(staff);

    std::ranges::sort(staff, orderBy(desc(&Employee::nameLength), &Employee::name));
    std::cout << "by name length (longest first), then name:\n";
    print(staff);

    auto lowerSalary = [](const Employee& e) { return e.salary / 10; };  // computed key, held by value
    std::ranges::stable_sort(staff, orderBy(lowerSalary));
    std::cout << "stable by salary band, previous order kept within a band:\n";
    print(staff);
}
