local Shape = class()
function Shape:init(name) self.name = name end
function Shape:area() return 0 end
function Shape:describe() return string.format("%s with area %.2f", self.name, self:area()) end
Shape.__tostring = function(self) return "Shape(" .. self.name .. ")" end

local Rectangle = class(Shape)
function Rectangle:init(w, h)
  Rectangle.super.init(self, "rectangle") -- explicit super call
  self.w, self.h = w, h
end
function Rectangle:area() return self.w * self.h end

local Square = class(Rectangle)
function Square:init(side)
  Square.super.init(self, side, side)
  self.name = "square"
end

local shapes = { Shape.new("blob"), Rectangle.new(2, 3.5), Square.new(3) }
for _, s in ipairs(shapes) do print(s:describe()) end

local sq = shapes[3]
print(tostring(sq))
print(sq:is_a(Square), sq:is_a(Rectangle), sq:is_a(Shape))
print(shapes[2]:is_a(Square), Shape.is_a({}, Shape), Shape.is_a(42, Shape))
print(rawget(sq, "area") == nil, sq.area == Rectangle.area)
